import { useCallback, useEffect, useState } from 'react';
import { toProblem, type Problem } from '../lib/problem';

export type RequestState<T> = { status: 'loading' } | { status: 'failed'; problem: Problem } | { status: 'done'; data: T };

/**
 * Runs `request` (memoized by the caller) now, again when it changes and on `retry`; an answer to a
 * request superseded meanwhile is dropped. A failure that is not an ApiError reads as `fallback`.
 * With `refreshMs`, the answer is asked again that often and replaced quietly (no loading state;
 * a refresh that fails keeps what is shown).
 */
export function useRequest<T>(request: () => Promise<T>, fallback: string, refreshMs?: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    request().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'failed', problem: toProblem(error, fallback) }),
    );
    return () => {
      current = false;
    };
  }, [request, fallback, attempt]);

  useEffect(() => {
    if (!refreshMs) return undefined;
    let current = true;
    const timer = setInterval(() => {
      request().then(
        (data) => current && setState((shown) => (shown.status === 'done' ? { status: 'done', data } : shown)),
        () => undefined,
      );
    }, refreshMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [request, refreshMs, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
