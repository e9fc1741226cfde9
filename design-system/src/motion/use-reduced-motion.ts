import { useSyncExternalStore } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for reduced motion, known only after hydration: the server cannot
 * know it, and the first browser render must match the server's HTML.
 */
export function useReducedMotion(): boolean {
  const hydrated = useHydrated();
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return hydrated && reduced;
}
