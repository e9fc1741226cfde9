import { useCallback, useEffect, useState } from 'react';
import { toProblem, type Problem } from '../lib/problem';

export type RequestState<T> = { status: 'loading' } | { status: 'failed'; problem: Problem } | { status: 'done'; data: T };

/**
 * Runs `request` (memoized by the caller) now, again when it changes and on `retry`; an answer to a
 * request superseded meanwhile is dropped. A failure that is not an ApiError reads as `fallback`.
 */
export function useRequest<T>(request: () => Promise<T>, fallback: string) {
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

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
