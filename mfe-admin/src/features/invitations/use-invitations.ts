import type { InvitationBatch } from '@fns/contracts';
import { useRef, useState } from 'react';
import { INVITATION_ERRORS } from '../../lib/api-messages';
import type { WaitlistEntry } from '../../lib/audience-types';
import { inviteWaiting, revokeInvitation, type InviteChoice } from '../../lib/invitations-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { INVITATION_TEXTS } from './invitation-texts';
import { useInvitationSummary } from './use-invitation-summary';
import { useSelection } from './use-selection';

/**
 * The wait list screen's invitations: the summary, the entries ticked, inviting (the next in line,
 * or those ticked) and revoking behind a confirmation, and what the last action came to. After a
 * change the counts and the list (`reloadList`) are read again; the focus moves to the outcome when
 * the control that acted went away (a revoked row's buttons, the emptied selection's).
 */
export function useInvitations(reloadList: () => void) {
  const summary = useInvitationSummary();
  const selection = useSelection();
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const changed = (message: string, focusOutcome: boolean) => {
    setOutcome(message);
    if (focusOutcome) outcomeRef.current?.focus();
    summary.refresh();
    reloadList();
  };
  const invite = useConfirmedAction<InviteChoice, [], InvitationBatch>(
    inviteWaiting,
    () => INVITATION_ERRORS.invite,
    (choice, batch) => {
      if ('ids' in choice) selection.clear();
      changed(INVITATION_TEXTS.invited(batch), 'ids' in choice);
    },
  );
  const revoke = useConfirmedAction<WaitlistEntry>(
    (entry) => revokeInvitation(entry.id),
    () => INVITATION_ERRORS.revoke,
    (entry) => changed(INVITATION_TEXTS.revoked(entry.email), true),
  );
  /** A new code went out: its row shows it already; the counts may change (an expired one is active again). */
  const resent = (entry: WaitlistEntry) => {
    setOutcome(INVITATION_TEXTS.resent(entry.email));
    summary.refresh();
  };

  return { summary, selection, invite, revoke, resent, outcome, outcomeRef };
}

export type Invitations = ReturnType<typeof useInvitations>;
