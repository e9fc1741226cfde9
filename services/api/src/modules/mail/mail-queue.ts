import { trusted, type Types } from 'mongoose';
import { insertAllNew } from '../../lib/insert-all-new';
import { OutboxMail, QueuedMail, type StoredMail } from './outbox-mail.model';

/*
 * What waits to be sent: one small document per queued message in mail_queue. The outbox keeps every
 * message for 30 days (the console's list, support questions), and on FerretDB any query but one on
 * `_id` reads a whole collection: the worker reads what is due from the queue instead, so a
 * newsletter gone out costs nothing to poll, and one going out is read in small documents. An
 * entry is written before its message and removed once the message ended. An entry met without its
 * message (an insert that failed, an address erased) is dropped a minute on; a queued message without an entry
 * (queued before the queue existed, or retried as a crash struck) is found by the hourly pass.
 */

export interface QueueEntry {
  _id: Types.ObjectId;
  campaign: string | null;
  dueAt: Date;
}

/** An entry whose message is missing this long after the entry was made: the message will not come. */
const ORPHAN_AFTER_MS = 60_000;
/** An entry whose message is not there yet is looked at again this much later, not in every pass (it would hold back the rest). */
const NOT_YET_MS = 5_000;

export const queueEntryOf = (mail: { _id: Types.ObjectId; campaign?: string | null; nextAttemptAt: Date }): QueueEntry => ({
  _id: mail._id,
  campaign: mail.campaign ?? null,
  dueAt: mail.nextAttemptAt,
});

/** Puts messages in the queue (those already there stay as they are). */
export async function enterQueue(entries: readonly QueueEntry[]): Promise<void> {
  await insertAllNew(QueuedMail.collection, entries);
}

/** The entries due now, mail of no bulk send first (null sorts before any campaign), then by when due. */
export function dueEntries(limit: number): Promise<QueueEntry[]> {
  return QueuedMail.find({ dueAt: trusted({ $lte: new Date() }) })
    .sort({ campaign: 1, dueAt: 1 })
    .limit(limit)
    .lean<QueueEntry[]>();
}

/**
 * The entry's message, when it is due (read by `_id`). Otherwise the entry is put right: dropped
 * when the message ended or is gone, moved when the message is due later or not written yet.
 */
export async function dueMessage(entry: QueueEntry): Promise<StoredMail | undefined> {
  const mail = await OutboxMail.findById(entry._id).lean<StoredMail>();
  if (!mail) {
    if (Date.now() - entry._id.getTimestamp().getTime() > ORPHAN_AFTER_MS) await leaveQueue(entry._id);
    else await moveInQueue(entry._id, new Date(Date.now() + NOT_YET_MS));
    return undefined;
  }
  if (mail.status !== 'queued') await leaveQueue(entry._id);
  else if (mail.nextAttemptAt.getTime() > Date.now()) await moveInQueue(entry._id, mail.nextAttemptAt);
  else return mail;
  return undefined;
}

export async function leaveQueue(id: Types.ObjectId): Promise<void> {
  await QueuedMail.deleteOne({ _id: id });
}

export async function moveInQueue(id: Types.ObjectId, dueAt: Date): Promise<void> {
  await QueuedMail.updateOne({ _id: id }, { $set: { dueAt } });
}

/** Gives each queued message that has no entry one (hourly: on FerretDB a read of the whole outbox). Returns how many. */
export async function requeueStray(): Promise<number> {
  const queued = await OutboxMail.find({ status: 'queued' }, { campaign: 1, nextAttemptAt: 1 }).lean<StoredMail[]>();
  const taken = await insertAllNew(QueuedMail.collection, queued.map(queueEntryOf));
  return queued.length - taken;
}
