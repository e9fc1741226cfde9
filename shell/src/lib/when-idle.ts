/** Browsers without requestIdleCallback (Safari) wait this long. */
const IDLE_FALLBACK_MS = 500;

/** Runs `task` when the browser is next idle; returns a cancel for effect clean-ups. */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
