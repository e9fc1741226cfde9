import type { InvitationBatch, InvitationState, InvitationSummary, SendProgress } from '@fns/contracts';
import type { Noun } from '../../lib/counted-noun';
import { MAX_NEXT } from '../../lib/invitations-api';

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The wait list's invitations, as the console words them. */
export const INVITATION_TEXTS = {
  heading: 'Invitations',
  counts: ({ invited, joined, expired, revoked }: InvitationSummary['counts']) =>
    `${invited} invited · ${joined} joined · ${expired} expired · ${revoked} revoked`,
  countLabel: 'People to invite',
  invalidCount: `Give a whole number from 1 to ${MAX_NEXT.toLocaleString('en-US')}.`,
  inviteNext: (count: number | null) => (count === null ? 'Invite the next' : `Invite the next ${count}`),
  inviteSelected: (count: number) => `Invite selected (${count})`,
  select: (email: string) => `Select ${email}`,
  askNext: (count: number) => `Invite the next ${people(count)} on the wait list?`,
  askChosen: (count: number) => `Invite ${count} chosen ${count === 1 ? 'person' : 'people'}?`,
  codeWorks: (ttlDays: number) => `Each gets a mail with a code that works for ${ttlDays} ${ttlDays === 1 ? 'day' : 'days'}.`,
  invited: ({ size }: InvitationBatch) => `${people(size)} invited: their mail is on its way.`,
  resent: (email: string) => `A new invitation is on its way to ${email}.`,
  askRevoke: (email: string) => `Revoke the invitation of ${email}?`,
  revokeFollows: 'Its code stops working and they wait in line again.',
  revoked: (email: string) => `The invitation of ${email} is revoked: they wait in line again.`,
  batches: 'Batches',
  noBatches: 'No invitations sent yet.',
  sending: ({ queued, sent, failed }: SendProgress) => `Sending invitations: ${sent} sent, ${failed} failed, ${queued} still queued.`,
  sent: ({ sent, failed }: SendProgress) => `Every invitation is out: ${sent} sent, ${failed} failed.`,
} as const;

export const INVITATIONS: Noun = { one: 'invitation', many: 'invitations' };

/** The confirming buttons of the dialogs. */
export const SEND_INVITATIONS = { label: 'Send invitations', working: 'Sending' } as const;
export const REVOKE = { label: 'Revoke', working: 'Revoking', variant: 'insight' } as const;

/** Where an entry's latest invitation stands, in its row; an active one says until when (InvitationCell). */
export const INVITATION_STATE_LABELS: Record<Exclude<InvitationState, 'active'>, string> = {
  expired: 'Expired',
  joined: 'Joined',
  revoked: 'Revoked',
};
