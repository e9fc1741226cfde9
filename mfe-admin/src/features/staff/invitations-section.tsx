import { INVITABLE_ROLES } from '@fns/contracts/roles';
import type { Account, StaffInvitation } from '@fns/contracts';
import { useId, useRef, useState } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { ListSection } from '../../components/list-section';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { countOf } from '../../lib/counted-noun';
import { withdrawStaffInvitation } from '../../lib/staff-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { invitationColumns } from './invitation-columns';
import { PENDING_INVITATIONS, STAFF_TEXTS, WITHDRAW } from './staff-texts';
import type { Team } from './use-team';
import styles from './staff-page.module.scss';

/** The invitations not yet accepted (an expired one too, until replaced or withdrawn); Withdraw behind a confirmation. */
export function InvitationsSection({ team, viewer }: { team: Team; viewer: Account }) {
  const invitations = team.data?.invitations ?? null;
  const [message, setMessage] = useState('');
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The row and its button go: the focus moves on to what became of the invitation.
  const withdrawal = useConfirmedAction<StaffInvitation>(
    (invitation) => withdrawStaffInvitation(invitation.id),
    () => STAFF_ERRORS.withdraw,
    (invitation) => {
      setMessage(STAFF_TEXTS.withdrawn(invitation.email));
      statusRef.current?.focus();
      team.refresh();
    },
  );

  return (
    <ListSection
      heading="Pending invitations"
      headingId={headingId}
      noun={PENDING_INVITATIONS}
      loading={!team.data && !team.problem}
      count={invitations && countOf(invitations.length, PENDING_INVITATIONS)}
    >
      <ActionOutcome message={message} problem={null} statusRef={statusRef} />
      {invitations?.length === 0 && <p className={styles.empty}>{STAFF_TEXTS.noInvitations}</p>}
      {invitations && invitations.length > 0 && (
        <DataTable
          items={invitations}
          columns={invitationColumns(INVITABLE_ROLES[viewer.role], withdrawal.ask)}
          rowKey={(invitation) => invitation.id}
          labelledBy={headingId}
        />
      )}
      <ConfirmDialog
        action={withdrawal}
        texts={(invitation) => ({ title: STAFF_TEXTS.askWithdraw(invitation.email), description: STAFF_TEXTS.withdrawFollows })}
        confirm={WITHDRAW}
      />
    </ListSection>
  );
}
