import { startTransition, useEffect, useState, type DependencyList } from 'react';

export type Fetched<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

/**
 * Runs `load` whenever `deps` change and tracks loading, error and loaded. A newer load aborts
 * the older one, so a slow answer never overwrites a fresh one. The answer renders as a transition,
 * in slices that leave the page responsive while a long post or grid mounts.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Fetched<T> {
  const [state, setState] = useState<Fetched<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && startTransition(() => setState({ status: 'loaded', data })),
      (error: unknown) => !controller.signal.aborted && startTransition(() => setState({ status: 'error', error })),
    );
    return () => controller.abort();
    // The caller lists what `load` depends on (as with useEffect).
  }, deps);
  return state;
}

export const errorMessage = (error: unknown, fallback = 'An unknown error occurred') =>
  error instanceof Error && error.message ? error.message : fallback;
