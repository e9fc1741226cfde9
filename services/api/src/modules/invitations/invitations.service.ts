import { trusted, Types } from 'mongoose';
import type { EntryInvitation, InvitationState, InvitationSummary, InvitationView } from '@fns/contracts';
import { markAudienceChanged } from '../../lib/audience-changes';
import type { Config } from '../../config/config';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import { firstNameOf } from '../../lib/first-name';
import { enqueueMail } from '../mail/mail-outbox';
import { verifyLinkToken } from '../subscriptions/link-token';
import type { SubscriberRow } from '../subscriptions/subscription-fields';
import { WaitlistEntry } from '../waitlist/waitlist-entry.model';
import { latestBatches } from './invitation-batches';
import { invitationMailOf } from './invitation-mail';
import { Invitation, InvitationRevocation, WaitlistProgress } from './invitation.model';

export const INVITATION_NOT_VALID = 'This invitation is not valid.';
const GONE: Partial<Record<InvitationState, string>> = {
  expired: 'This invitation has expired.',
  revoked: 'This invitation was withdrawn.',
};
const NOT_INVITED = 'This person has no invitation: invite them from the line.';
const JOINED_ALREADY = 'This person has joined already.';

interface Progress {
  _id: Types.ObjectId;
  invitation: Types.ObjectId;
  expiresAt: Date;
  joinedAt: Date | null;
}

/** The state of an entry's current invitation. */
const stateOf = (progress: Progress, now: number): InvitationState =>
  progress.joinedAt ? 'joined' : progress.expiresAt.getTime() <= now ? 'expired' : 'active';

/** The invitation a code names, and where it stands; 404 for a code that is not one of ours. */
async function invitationOf(config: Config, code: string) {
  const claims = verifyLinkToken(config, code);
  if (claims?.purpose !== 'invite') throw notFound(INVITATION_NOT_VALID);
  const invitation = await Invitation.findById(claims.id).lean();
  if (!invitation) throw notFound(INVITATION_NOT_VALID);
  const progress = await WaitlistProgress.findById(invitation.entry).lean<Progress>();
  // Not the entry's current invitation: revoked, or replaced by one resent.
  const current = progress?.invitation.equals(invitation._id) ? progress : undefined;
  const view: InvitationView = {
    state: current ? stateOf(current, Date.now()) : 'revoked',
    firstName: invitation.firstName ?? null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
  return { view, current };
}

/** GET /api/invitations/{code}: what the invitation page shows; changes nothing. */
export async function viewInvitation(config: Config, code: string): Promise<InvitationView> {
  return (await invitationOf(config, code)).view;
}

/**
 * POST /api/invitations/{code}/join: the entry joins. Idempotent (joined already: the same answer);
 * 410 for an invitation expired or withdrawn.
 */
export async function joinWithInvitation(config: Config, code: string): Promise<InvitationView> {
  const { view, current } = await invitationOf(config, code);
  const gone = GONE[view.state];
  if (gone) throw new ApiError(410, gone);
  if (view.state === 'active') {
    await WaitlistProgress.updateOne({ _id: current!._id }, { $set: { joinedAt: new Date() } });
    markAudienceChanged();
  }
  return { ...view, state: 'joined' };
}

/** Sends an invited entry a new invitation (a new code; the old one stops working) and mails it. */
export async function resendInvitation(config: Config, entryId: string): Promise<NonNullable<EntryInvitation>> {
  const [entry, progress] = await Promise.all([
    WaitlistEntry.findById(entryId, { email: 1, fullName: 1 }).lean<SubscriberRow>(),
    WaitlistProgress.findById(entryId).lean<Progress>(),
  ]);
  if (!entry) throw notFound('Wait list entry not found.');
  if (!progress) throw conflict(NOT_INVITED);
  if (progress.joinedAt) throw conflict(JOINED_ALREADY);
  const firstName = firstNameOf(entry.fullName);
  const invitation = {
    _id: new Types.ObjectId(),
    entry: entry._id,
    firstName,
    expiresAt: new Date(Date.now() + config.waitlist.inviteTtlMs),
  };
  await Invitation.create(invitation);
  await WaitlistProgress.updateOne({ _id: entry._id }, { $set: { invitation: invitation._id, expiresAt: invitation.expiresAt } });
  await enqueueMail(invitationMailOf(config, { entry: entry._id, email: entry.email, firstName }, invitation));
  return { state: 'active', expiresAt: invitation.expiresAt.toISOString() };
}

/** Takes an invitation back: its code stops working and the person waits in line again. */
export async function revokeInvitation(entryId: string): Promise<void> {
  const progress = await WaitlistProgress.findById(entryId).lean<Progress>();
  if (!progress) throw conflict(NOT_INVITED);
  if (progress.joinedAt) throw conflict(JOINED_ALREADY);
  await InvitationRevocation.create({ _id: progress.invitation, entry: progress._id, expiresAt: progress.expiresAt, at: new Date() });
  await WaitlistProgress.deleteOne({ _id: progress._id });
  markAudienceChanged();
}

/** GET /api/admin/waitlist/invitations: how many invitations stand where, and the latest batches. */
export async function invitationSummary(config: Config): Promise<InvitationSummary> {
  const now = Date.now();
  // One read of the small progress documents: each countDocuments would be a scan of its own on FerretDB.
  const [progress, revoked, batches] = await Promise.all([
    WaitlistProgress.find({}, { invitation: 1, expiresAt: 1, joinedAt: 1 }).lean<Progress[]>(),
    InvitationRevocation.countDocuments(),
    latestBatches(),
  ]);
  const states = progress.map((row) => stateOf(row, now));
  const counted = (state: InvitationState) => states.filter((each) => each === state).length;
  return {
    counts: { invited: counted('active'), joined: counted('joined'), expired: counted('expired'), revoked },
    batches,
    ttlDays: Math.round(config.waitlist.inviteTtlMs / 86_400_000),
  };
}

/** The latest invitation of each of these entries, for their rows in the console (revoked: the last one taken back). */
export async function entryInvitations(ids: readonly Types.ObjectId[]): Promise<Map<string, NonNullable<EntryInvitation>>> {
  const filter = { _id: trusted({ $in: ids }) };
  const [progress, revocations] = await Promise.all([
    WaitlistProgress.find(filter).lean<Progress[]>(),
    InvitationRevocation.find({ entry: trusted({ $in: ids }) }).lean(),
  ]);
  const now = Date.now();
  const invitations = new Map<string, NonNullable<EntryInvitation>>();
  for (const { entry, expiresAt } of revocations.sort((a, b) => a.at.getTime() - b.at.getTime()))
    invitations.set(String(entry), { state: 'revoked', expiresAt: expiresAt.toISOString() });
  for (const row of progress) invitations.set(String(row._id), { state: stateOf(row, now), expiresAt: row.expiresAt.toISOString() });
  return invitations;
}
