/** Browsers without requestIdleCallback (Safari) wait this long. */
const IDLE_FALLBACK_MS = 500;
/**
 * The longest a task waits for an idle moment. A page kept busy (or a browser that starves idle
 * callbacks on a loaded machine) would otherwise never run it: its visitor's vitals never sent.
 */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` when the browser is next idle, or after IDLE_TIMEOUT_MS at most; returns a cancel for effect clean-ups. */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
