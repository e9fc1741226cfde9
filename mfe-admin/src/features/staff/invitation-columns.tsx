import { ROLE_LABELS } from '@fns/contracts/roles';
import type { StaffInvitation, StaffRole } from '@fns/contracts';
import { Button } from '@fns/design-system';
import type { Column } from '../../components/data-table';
import { LocalDateTime } from '../../components/local-date-time';

/** E-mail, Role, Invited by, Expires, and Withdraw on the invitations of a role the viewer may give. */
export function invitationColumns(
  invitable: readonly StaffRole[],
  onWithdraw: (invitation: StaffInvitation) => void,
): Column<StaffInvitation>[] {
  return [
    { header: 'E-mail', rowHeader: true, cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
    { header: 'Invited by', cell: (invitation) => invitation.invitedBy },
    { header: 'Expires', cell: (invitation) => <LocalDateTime iso={invitation.expiresAt} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (invitation) =>
        invitable.includes(invitation.role) && (
          <Button variant="tertiary" aria-label={`Withdraw the invitation of ${invitation.email}`} onClick={() => onWithdraw(invitation)}>
            Withdraw
          </Button>
        ),
    },
  ];
}
