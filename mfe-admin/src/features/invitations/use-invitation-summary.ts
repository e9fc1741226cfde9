import type { InvitationSummary } from '@fns/contracts';
import { useProgressPoll } from '../../hooks/use-progress-poll';
import { INVITATION_ERRORS } from '../../lib/api-messages';
import { fetchInvitationSummary } from '../../lib/invitations-api';

const batchesOf = (summary: InvitationSummary) => summary.batches;

/**
 * The invitations' counts and latest batches, read again every PROGRESS_POLL_MS while a batch's mail
 * is queued (useProgressPoll). `watched`: the batches seen sending, whose progress the screen reports.
 */
export function useInvitationSummary() {
  const { data: summary, problem, watched, refresh } = useProgressPoll(fetchInvitationSummary, batchesOf, INVITATION_ERRORS.summary);
  return { summary, problem, watched, refresh };
}
