import type { EntryInvitation, InvitationBatch, InvitationSummary } from '@fns/contracts';
import { guarded, readJson, sendAdmin } from './api-client';
import { INVITATION_ERRORS } from './api-messages';

/** Whom a batch invites: the next `next` people waiting, by place in line, or chosen entries (only those waiting are invited). */
export type InviteChoice = { next: number } | { ids: string[] };

/** The most people a batch of the next in line may invite (the API's bound). */
export const MAX_NEXT = 10_000;

/** GET /api/admin/waitlist/invitations: how many invitations stand where, the latest batches and how long a code works. */
export function fetchInvitationSummary(): Promise<InvitationSummary> {
  return guarded(INVITATION_ERRORS.summary, async () =>
    readJson<InvitationSummary>(await sendAdmin('/admin/waitlist/invitations', INVITATION_ERRORS)),
  );
}

/** POST /api/admin/waitlist/invitations: a batch of invitations, mailed through the outbox (a 422 says no one could be invited). */
export function inviteWaiting(choice: InviteChoice): Promise<InvitationBatch> {
  return guarded(INVITATION_ERRORS.invite, async () =>
    readJson<InvitationBatch>(await sendAdmin('/admin/waitlist/invitations', INVITATION_ERRORS, { method: 'POST', body: choice })),
  );
}

const invitationPath = (id: string) => `/admin/waitlist/${encodeURIComponent(id)}/invitation`;

/** POST /api/admin/waitlist/{id}/invitation: a new code mailed again (the old one stops working); resolves with the new invitation. */
export function resendInvitation(id: string): Promise<EntryInvitation> {
  return guarded(INVITATION_ERRORS.resend, async () =>
    readJson<EntryInvitation>(await sendAdmin(invitationPath(id), INVITATION_ERRORS, { method: 'POST' })),
  );
}

/** DELETE /api/admin/waitlist/{id}/invitation: the code stops working and the person waits in line again. */
export function revokeInvitation(id: string): Promise<void> {
  return guarded(INVITATION_ERRORS.revoke, async () => {
    await sendAdmin(invitationPath(id), INVITATION_ERRORS, { method: 'DELETE' });
  });
}
