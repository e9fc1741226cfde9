import type { OutboxItem } from '@fns/contracts';
import { conflict, notFound } from '../../lib/api-error';
import { toOutboxItem } from './mail-admin.service';
import { announceQueued } from './mail-outbox';
import { enterQueue, queueEntryOf } from './mail-queue';
import { OutboxMail } from './outbox-mail.model';

export const RETRY_MESSAGES = {
  notFound: 'Message not found.',
  notFailed: 'Only a failed message can be retried.',
} as const;

/**
 * An admin's retry of a failed message: queued again, due now, with a fresh budget of attempts.
 * Attempt numbers go on from where they stopped (each is claimed once, as `${id}:${n}`: never
 * reused), and the give-up limit counts from `attemptsBeforeRetry`; `attempts` stays the total.
 * lastError stays until the next attempt replaces it. The update matches only the failed message
 * as read, so of two clicks at once, on any instances, one answers 409.
 */
export async function retryFailedMail(id: string): Promise<OutboxItem> {
  const mail = await OutboxMail.findById(id, { status: 1, attempts: 1 }).lean();
  if (!mail) throw notFound(RETRY_MESSAGES.notFound);
  if (mail.status !== 'failed') throw conflict(RETRY_MESSAGES.notFailed);
  const queued = await OutboxMail.findOneAndUpdate(
    { _id: mail._id, status: 'failed', attempts: mail.attempts },
    { $set: { status: 'queued', nextAttemptAt: new Date(), failedAt: null, attemptsBeforeRetry: mail.attempts } },
    { returnDocument: 'after' },
  ).lean();
  if (!queued) throw conflict(RETRY_MESSAGES.notFailed);
  await enterQueue([queueEntryOf(queued)]);
  // One message an admin is waiting on: sent before any bulk send's.
  announceQueued({ bulk: false });
  return toOutboxItem(queued);
}
