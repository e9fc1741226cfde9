import { trusted } from 'mongoose';
import type { Config } from '../../config/config';
import { AdminUser } from '../auth/admin-user.model';
import { enqueueMail, isKeyTaken } from '../mail/mail-outbox';
import { ContactMessage } from './contact-message.model';

/** At most one notice per window this long: what comes in meanwhile waits for the next window's digest. */
export const NOTICE_WINDOW_MS = 10 * 60 * 1000;
/** The most messages a digest lists; it counts the others ("And 12 more."). */
const DIGEST_LISTED_MAX = 50;

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;
/** Stored with notifiedAt null: messages from before notices existed have no such field, and are never announced. */
const WAITING = { notifiedAt: trusted({ $exists: true, $eq: null }) };

/** The outbox key of the window `now` is in: unique, so one notice per window over every API instance. */
const windowKey = (now: Date) => `contact-notice:${new Date(now.getTime() - (now.getTime() % NOTICE_WINDOW_MS)).toISOString()}`;

/** CONTACT_NOTIFY_TO, else every administrator with an e-mail address. */
async function noticeRecipients(config: Config): Promise<string[]> {
  if (config.mail.contactNotifyTo.length > 0) return config.mail.contactNotifyTo;
  const admins = await AdminUser.find({ role: 'administrator', status: 'active', email: trusted({ $ne: null }) }, { email: 1 }).lean();
  return [...new Set(admins.flatMap(({ email }) => (email ? [email] : [])))];
}

/**
 * Queues the notice of `now`'s window for every message waiting for one, unless that window has
 * its notice already. One message is shown in full, Reply-To its sender; several make a digest
 * (Reply-To the sender when all came from one). The messages it counts, and only those, are marked
 * notified: one stored meanwhile waits for the next window. Run after each message is stored, and
 * by the sweep for those that waited. Nothing is queued with mail off or nobody to tell (the
 * messages keep waiting). Returns whether a notice was queued.
 */
export async function queueContactNotice(config: Config, now = new Date()): Promise<boolean> {
  const key = windowKey(now);
  if (config.mail.disabled || (await isKeyTaken(key))) return false;
  const waiting = await ContactMessage.find(WAITING, { _id: 1 }).sort(OLDEST_FIRST).lean();
  const recipients = waiting.length > 0 ? await noticeRecipients(config) : [];
  if (recipients.length === 0) return false;
  const listedIds = waiting.slice(0, DIGEST_LISTED_MAX).map(({ _id }) => _id);
  const [first, ...rest] = await ContactMessage.find({ _id: trusted({ $in: listedIds }) })
    .sort(OLDEST_FIRST)
    .lean();
  // Erased from the console meanwhile: the next message starts again.
  if (!first) return false;
  const more = waiting.length - listedIds.length;
  const oneSender = more === 0 && rest.every(({ email }) => email === first.email);
  // Only what the notice shows is kept in the outbox.
  const noticed = ({ name, email, subject, message, createdAt }: typeof first) => ({ name, email, subject, message, createdAt });
  const props = {
    siteUrl: config.siteUrl,
    messages: [noticed(first), ...rest.map(noticed)] as const,
    more,
    windowMinutes: NOTICE_WINDOW_MS / 60_000,
  };
  const replyTo = oneSender ? { name: first.name, address: first.email } : undefined;
  const content = { template: 'contact-notice', props } as const;
  if (!(await enqueueMail({ content, to: recipients.join(', '), replyTo, key }))) return false;
  await ContactMessage.updateMany({ _id: trusted({ $in: waiting.map(({ _id }) => _id) }) }, { $set: { notifiedAt: now } });
  return true;
}
