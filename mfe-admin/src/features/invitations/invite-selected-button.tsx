import { Button } from '@fns/design-system';
import { INVITATION_TEXTS } from './invitation-texts';
import type { Invitations } from './use-invitations';

/** Invites the entries ticked in the table, after the confirmation; it waits for the summary (the dialog names how long a code works). */
export function InviteSelectedButton({ invitations: { selection, summary, invite } }: { invitations: Invitations }) {
  const count = selection.chosen.size;
  return (
    <Button
      variant="secondary"
      size="form"
      disabled={count === 0 || !summary.summary}
      onClick={() => invite.ask({ ids: [...selection.chosen] })}
    >
      {INVITATION_TEXTS.inviteSelected(count)}
    </Button>
  );
}
