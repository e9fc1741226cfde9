import { trusted } from 'mongoose';
import { MailClaim, OutboxMail } from './outbox-mail.model';

/** Sent, failed and suppressed mail (addresses, content) is kept this long, for support questions; then erased. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Erases finished mail past SENT_MAIL_RETENTION_MS, and claims as old: a message is finished long
 * before (its attempts span about an hour), and a claim erased is harmless — whoever inserts its
 * id again reads the message afterwards, finds it finished or gone, and lets go.
 */
export async function purgeOldMail(now = Date.now()): Promise<void> {
  const cutoff = new Date(now - SENT_MAIL_RETENTION_MS);
  await OutboxMail.deleteMany({ status: trusted({ $in: ['sent', 'failed', 'suppressed'] }), updatedAt: trusted({ $lt: cutoff }) });
  await MailClaim.deleteMany({ createdAt: trusted({ $lt: cutoff }) });
}
