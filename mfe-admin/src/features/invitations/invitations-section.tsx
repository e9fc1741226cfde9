import { useId } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { BatchesTable } from './batches-table';
import { InviteNextForm } from './invite-next-form';
import { INVITATION_TEXTS, INVITATIONS, REVOKE, SEND_INVITATIONS } from './invitation-texts';
import type { Invitations } from './use-invitations';

/**
 * Above the wait list: how many invitations stand where, "Invite the next N", what the last action
 * came to, and the latest batches with their progress; the dialogs that confirm an invite or a revoke.
 */
export function InvitationsSection({ invitations }: { invitations: Invitations }) {
  const { summary, problem, watched, refresh } = invitations.summary;
  const headingId = useId();
  const ttlDays = summary?.ttlDays ?? 0;
  return (
    <ListSection
      heading={INVITATION_TEXTS.heading}
      headingId={headingId}
      noun={INVITATIONS}
      loading={!summary && !problem}
      count={summary && INVITATION_TEXTS.counts(summary.counts)}
      tools={summary && <InviteNextForm onInvite={invitations.invite.ask} />}
    >
      {problem && <ErrorNotice problem={problem} onRetry={refresh} />}
      <ActionOutcome message={invitations.outcome} problem={null} statusRef={invitations.outcomeRef} />
      {summary && <BatchesTable batches={summary.batches} watched={watched} />}
      <ConfirmDialog
        action={invitations.invite}
        texts={(choice) => ({
          title: 'next' in choice ? INVITATION_TEXTS.askNext(choice.next) : INVITATION_TEXTS.askChosen(choice.ids.length),
          description: INVITATION_TEXTS.codeWorks(ttlDays),
        })}
        confirm={SEND_INVITATIONS}
      />
      <ConfirmDialog
        action={invitations.revoke}
        texts={(entry) => ({ title: INVITATION_TEXTS.askRevoke(entry.email), description: INVITATION_TEXTS.revokeFollows })}
        confirm={REVOKE}
      />
    </ListSection>
  );
}
