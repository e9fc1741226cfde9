import { trusted, Types } from 'mongoose';
import type { InvitationBatch as BatchItem } from '@fns/contracts';
import { markAudienceChanged } from '../../lib/audience-changes';
import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { firstNameOf } from '../../lib/first-name';
import { insertAllNew } from '../../lib/insert-all-new';
import { startSweep, type Sweep } from '../../lib/sweep';
import { campaignProgress, enqueueCampaign } from '../mail/mail-outbox';
import { statusFilter } from '../subscriptions/subscription-fields';
import { invitedIds } from '../waitlist/entry-status';
import { WaitlistEntry } from '../waitlist/waitlist-entry.model';
import { waitingLine, type WaitingRow } from '../waitlist/waitlist-queue';
import { invitationMailOf, type Invitee } from './invitation-mail';
import { Invitation, InvitationBatch, InvitationBatchPeople, WaitlistProgress } from './invitation.model';

/** Who a batch invites: the next N waiting, or chosen entries (those of them waiting). */
export type Selection = { next: number } | { ids: string[] };

export const NOBODY_WAITING = 'No one of those is waiting to be invited.';
/** A batch still preparing this long after it began was left by a crashed instance: the sweep finishes it. */
export const RESUME_AFTER_MS = 60_000;
/** The batches the console lists. */
const LISTED_BATCHES = 10;

type StoredBatch = { _id: Types.ObjectId; createdAt: Date; size: number };

async function chosenWaiting(config: Config, selection: Selection): Promise<WaitingRow[]> {
  if ('next' in selection) return (await waitingLine(config)).slice(0, selection.next);
  const [rows, invited] = await Promise.all([
    WaitlistEntry.find(
      { _id: trusted({ $in: selection.ids.map((id) => new Types.ObjectId(id)) }), ...statusFilter('confirmed') },
      {
        email: 1,
        fullName: 1,
      },
    ).lean<WaitingRow[]>(),
    invitedIds(),
  ]);
  return rows.filter((row) => !invited.has(String(row._id)));
}

/**
 * Invites a batch: records who it is for, then prepares it (prepareBatch). Answers once its mail is
 * queued; the worker sends it at the mail rate. 422 when none of those chosen is waiting.
 */
export async function inviteBatch(config: Config, selection: Selection): Promise<BatchItem> {
  const chosen = await chosenWaiting(config, selection);
  if (chosen.length === 0) throw new ApiError(422, NOBODY_WAITING);
  const createdAt = new Date();
  const batch = { _id: new Types.ObjectId(), createdAt, size: 0 };
  const people = chosen.map((row) => ({ entry: row._id, email: row.email, firstName: firstNameOf(row.fullName) }));
  // Through the driver: mongoose would cast each of up to 10 000 people.
  await InvitationBatchPeople.collection.insertOne({ _id: batch._id, people });
  await InvitationBatch.collection.insertOne({ ...batch, state: 'preparing', updatedAt: createdAt });
  const size = await prepareBatch(config, batch, people);
  // Just queued: none sent yet (no need to count).
  return { id: String(batch._id), createdAt: createdAt.toISOString(), size, progress: { queued: size, sent: 0, failed: 0 } };
}

/**
 * A batch's steps, each a set of unique inserts, so running them again (after a crash, or by two
 * instances at once) adds nothing: (1) a waitlist_progress document per entry, `_id` the entry's —
 * one another batch took first stays theirs; (2) the invitations of the entries this batch holds;
 * (3) their mails (outbox key `invite:{invitation}`); then the batch is marked queued. Returns how
 * many it invited.
 */
export async function prepareBatch(config: Config, batch: StoredBatch, people: readonly Invitee[]): Promise<number> {
  const expiresAt = new Date(batch.createdAt.getTime() + config.waitlist.inviteTtlMs);
  const claims = people.map(({ entry }) => ({
    _id: entry,
    invitation: new Types.ObjectId(),
    batch: batch._id,
    invitedAt: batch.createdAt,
    expiresAt,
    joinedAt: null,
  }));
  const taken = await insertAllNew(WaitlistProgress.collection, claims);
  markAudienceChanged();
  // Someone's progress document was there already (another batch's, or this one's before a crash): read which are this batch's.
  const held = taken === 0 ? claims : await WaitlistProgress.find({ batch: batch._id }, { invitation: 1 }).lean();
  const invitees = new Map(people.map((invitee) => [String(invitee.entry), invitee]));
  const invitations = held.map((progress) => ({
    _id: progress.invitation,
    entry: progress._id,
    batch: batch._id,
    firstName: invitees.get(String(progress._id))!.firstName,
    expiresAt,
    createdAt: batch.createdAt,
  }));
  await insertAllNew(Invitation.collection, invitations);
  await enqueueCampaign(
    String(batch._id),
    invitations.map((invitation) => invitationMailOf(config, invitees.get(String(invitation.entry))!, invitation)),
  );
  await InvitationBatch.updateOne({ _id: batch._id }, { $set: { state: 'queued', size: held.length } });
  return held.length;
}

/** Finishes, every minute in each instance, the batches an instance left half-prepared. */
export const startInvitationSweep = (config: Config): Sweep =>
  startSweep({ name: 'invitation batch sweep', everyMs: RESUME_AFTER_MS, pass: () => resumeBatches(config) });

/** Finishes the batches whose instance stopped while preparing them (run by every instance's sweep). */
export async function resumeBatches(config: Config, now = Date.now()): Promise<number> {
  const left = await InvitationBatch.find({ state: 'preparing', createdAt: trusted({ $lt: new Date(now - RESUME_AFTER_MS) }) }).lean<
    StoredBatch[]
  >();
  for (const batch of left) {
    const chosen = await InvitationBatchPeople.findById(batch._id).lean<{ people: Invitee[] }>();
    await prepareBatch(config, batch, chosen?.people ?? []);
  }
  return left.length;
}

/** The latest batches, newest first, with how their mail is going. */
export async function latestBatches(): Promise<BatchItem[]> {
  const batches = await InvitationBatch.find({}, { createdAt: 1, size: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(LISTED_BATCHES)
    .lean<StoredBatch[]>();
  const progress = await campaignProgress(batches.map(({ _id, size }) => ({ id: String(_id), size })));
  return batches.map(({ _id, createdAt, size }) => ({
    id: String(_id),
    createdAt: createdAt.toISOString(),
    size,
    progress: progress.get(String(_id))!,
  }));
}
