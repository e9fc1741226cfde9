import { RowActionButton } from '../../components/row-action-button';
import { INVITATION_ERRORS } from '../../lib/api-messages';
import type { WaitlistEntry } from '../../lib/audience-types';
import { resendInvitation } from '../../lib/invitations-api';
import type { RowActions } from '../audience/audience-config';

interface ResendButtonProps extends RowActions<WaitlistEntry> {
  entry: WaitlistEntry;
  onResent: (entry: WaitlistEntry) => void;
}

/** Mails a new code (the old one stops working); the row shows the new invitation, a failure shows above the table. */
export function ResendButton({ entry, replace, report, onResent }: ResendButtonProps) {
  const resend = async () => {
    replace({ ...entry, invitation: await resendInvitation(entry.id) });
    onResent(entry);
  };
  return (
    <RowActionButton
      label="Resend"
      name={`Resend the invitation of ${entry.email}`}
      workingLabel="Resending"
      act={resend}
      failure={INVITATION_ERRORS.resend}
      report={report}
    />
  );
}
