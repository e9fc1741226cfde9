import type { InvitationSummary } from '@fns/contracts';
import { useCallback, useEffect, useState } from 'react';
import { INVITATION_ERRORS } from '../../lib/api-messages';
import { fetchInvitationSummary } from '../../lib/invitations-api';
import { toProblem, type Problem } from '../../lib/problem';

/** How often the summary is read again while a batch's mail is queued. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * The invitations' counts and latest batches: read now, on `refresh`, and every PROGRESS_POLL_MS
 * while a batch has mail queued (not after the screen is left, nor after a failure). The last
 * summary stays while the next is read. `watched`: the batches seen sending, whose progress the
 * screen reports.
 */
export function useInvitationSummary() {
  const [summary, setSummary] = useState<InvitationSummary | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [watched, setWatched] = useState<ReadonlySet<string>>(new Set());
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    fetchInvitationSummary().then(
      (next) => {
        if (!current) return;
        setSummary(next);
        setProblem(null);
        const sending = next.batches.filter((batch) => batch.progress.queued > 0).map((batch) => batch.id);
        if (sending.length === 0) return;
        setWatched((seen) => new Set([...seen, ...sending]));
        timer = window.setTimeout(() => setReads((count) => count + 1), PROGRESS_POLL_MS);
      },
      (error: unknown) => current && setProblem(toProblem(error, INVITATION_ERRORS.summary)),
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { summary, problem, watched, refresh };
}
