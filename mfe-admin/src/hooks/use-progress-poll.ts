import { useCallback, useEffect, useState } from 'react';
import { queuedSends, type MailSend } from '../lib/send-progress';
import { toProblem, type Problem } from '../lib/problem';

/** How often a screen reads its sends again while one has mail queued. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * What a screen of mail sends shows (the invitations' summary, a post's newsletter): `request`
 * (memoized by the caller) is read now, again when it changes, on `refresh`, and every
 * PROGRESS_POLL_MS while one of its sends (`sendsOf`, a stable function) has mail queued; not after
 * the screen is left, nor after a failure (a failure that is not an ApiError reads as `fallback`).
 * The last answer stays while the next is read. `watched`: the sends seen sending (or named by
 * `watch`), whose progress the screen reports.
 */
export function useProgressPoll<Data>(request: () => Promise<Data>, sendsOf: (data: Data) => MailSend[], fallback: string) {
  const [data, setData] = useState<Data | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [watched, setWatched] = useState<ReadonlySet<string>>(new Set());
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    request().then(
      (next) => {
        if (!current) return;
        setData(next);
        setProblem(null);
        const sending = queuedSends(sendsOf(next));
        if (sending.length === 0) return;
        setWatched((seen) => new Set([...seen, ...sending]));
        timer = window.setTimeout(() => setReads((count) => count + 1), PROGRESS_POLL_MS);
      },
      (error: unknown) => current && setProblem(toProblem(error, fallback)),
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [request, sendsOf, fallback, reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const watch = useCallback((id: string) => setWatched((seen) => new Set([...seen, id])), []);
  return { data, problem, watched, refresh, watch };
}
