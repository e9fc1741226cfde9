import type { EntryInvitation } from '@fns/contracts';
import { Button, VisuallyHidden } from '@fns/design-system';
import { Checkbox } from '@fns/design-system/forms';
import { LocalDateTime } from '../../components/local-date-time';
import type { WaitlistEntry } from '../../lib/audience-types';
import type { AudienceColumn, AudienceConfig } from '../audience/audience-config';
import { INVITATION_STATE_LABELS, INVITATION_TEXTS } from './invitation-texts';
import { ResendButton } from './resend-button';
import type { Invitations } from './use-invitations';

/** Where an entry's latest invitation stands: until when an active one works; "—" for one never invited. */
function InvitationCell({ invitation }: { invitation: EntryInvitation }) {
  if (!invitation) return '—';
  if (invitation.state !== 'active') return INVITATION_STATE_LABELS[invitation.state];
  return (
    <>
      Invited until <LocalDateTime iso={invitation.expiresAt} />
    </>
  );
}

/**
 * The wait list with its invitations: a box to tick each entry waiting (for "Invite selected"), the
 * Invitation column, and Resend and Revoke on each invited entry's row.
 */
export function withInvitations(
  config: AudienceConfig<WaitlistEntry>,
  { selection, revoke, resent }: Invitations,
): AudienceConfig<WaitlistEntry> {
  const select: AudienceColumn<WaitlistEntry> = {
    header: 'Select',
    cell: (entry) =>
      entry.status === 'confirmed' && (
        <Checkbox
          label={<VisuallyHidden>{INVITATION_TEXTS.select(entry.email)}</VisuallyHidden>}
          checked={selection.chosen.has(entry.id)}
          onChange={(event) => selection.toggle(entry.id, event.target.checked)}
        />
      ),
  };
  const invitation: AudienceColumn<WaitlistEntry> = {
    header: 'Invitation',
    cell: (entry) => <InvitationCell invitation={entry.invitation} />,
  };
  return {
    ...config,
    columns: [select, ...config.columns, invitation],
    rowActions: (entry, actions) =>
      entry.status === 'invited' && (
        <>
          <ResendButton entry={entry} onResent={resent} {...actions} />
          <Button variant="tertiary" aria-label={`Revoke the invitation of ${entry.email}`} onClick={() => revoke.ask(entry)}>
            Revoke
          </Button>
        </>
      ),
  };
}
