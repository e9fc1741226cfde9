import { type DeferredState, settle } from '@fns/design-system/data';
import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `load` whenever it changes (while `enabled`) and tracks loading, error and loaded: pass a
 * stable `load` (useCallback, with what it reads as dependencies). A newer load aborts the older one,
 * so a slow answer never overwrites a fresh one. The answer renders as a transition, in slices that
 * leave the page responsive while a long grid mounts.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>, enabled = true): DeferredState<T> {
  const [state, setState] = useState<DeferredState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void settle(load(controller.signal)).then((settled) => !controller.signal.aborted && startTransition(() => setState(settled)));
    return () => controller.abort();
  }, [load, enabled]);
  return state;
}

export const errorMessage = (error: { message: string }, fallback = 'An unknown error occurred') => error.message || fallback;
