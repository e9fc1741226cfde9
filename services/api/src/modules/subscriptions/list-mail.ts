import type { Types } from 'mongoose';
import { isListMember, type MailingList } from '@fns/contracts';
import type { Config } from '../../config/config';
import { enqueueMail } from '../mail/mail-outbox';
import { isSuppressed } from '../mail/suppression.model';
import { linkUrl } from './link-token';
import { LIST_MODELS } from './mailing-lists';
import { statusOf, type SubscriberRow } from './subscription-fields';

/** Confirmation mails one sign-up gets in a day (UTC), the first included. */
export const CONFIRMATIONS_PER_DAY = 3;
const HOUR_MS = 60 * 60 * 1000;

type Recipient = Pick<SubscriberRow, '_id' | 'email' | 'fullName' | 'consent'>;

/**
 * RFC 8058 one-click unsubscribe, on every mail sent because of a list membership (the
 * confirmation and the welcome included: a stranger's address signed up stops the re-sends in one
 * click). The URL is the site's page, whose POST the mail provider makes.
 */
export const listHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const unsubscribeUrlOf = (config: Config, list: MailingList, entry: Recipient) =>
  linkUrl(config, { list, id: String(entry._id), purpose: 'unsubscribe' });

/** The preference page of a sign-up's address (PUBLIC_SITE_URL/preferences/{token}), linked at the foot of every list mail. */
export const preferencesUrlOf = (config: Config, list: MailingList, entryId: string | Types.ObjectId) =>
  linkUrl(config, { list, id: String(entryId), purpose: 'preferences' });

/**
 * Queues the confirmation mail of a sign-up, unless it got CONFIRMATIONS_PER_DAY today already: the
 * day's n-th one has the outbox key confirm:{list}:{id}:{day}:{n}, unique, so the limit holds
 * across instances too. Returns whether one was queued.
 */
export async function queueConfirmation(config: Config, list: MailingList, entry: Recipient, now = new Date()): Promise<boolean> {
  const unsubscribeUrl = unsubscribeUrlOf(config, list, entry);
  const props = {
    list,
    siteUrl: config.siteUrl,
    confirmUrl: linkUrl(config, { list, id: String(entry._id), purpose: 'confirm' }, now.getTime()),
    unsubscribeUrl,
    preferencesUrl: preferencesUrlOf(config, list, entry._id),
    validHours: Math.round(config.mail.confirmTtlMs / HOUR_MS),
    fullName: entry.fullName ?? null,
  };
  const mail = { content: { template: 'confirmation', props } as const, to: entry.email, list, headers: listHeaders(unsubscribeUrl) };
  const day = now.toISOString().slice(0, 10);
  for (let n = 0; n < CONFIRMATIONS_PER_DAY; n += 1) {
    if (await enqueueMail({ ...mail, key: `confirm:${list}:${String(entry._id)}:${day}:${n}` })) return true;
  }
  return false;
}

/**
 * Queues "You're confirmed", once per sign-up confirmed (its key names the sign-up's time). On the
 * wait list it names the place in line and links the person's status page.
 */
export async function queueWelcome(config: Config, list: MailingList, entry: Recipient, position?: number): Promise<void> {
  const unsubscribeUrl = unsubscribeUrlOf(config, list, entry);
  const signedUpAt = entry.consent?.at.getTime() ?? 0;
  const standing =
    position === undefined ? {} : { position, statusUrl: linkUrl(config, { list, id: String(entry._id), purpose: 'status' }) };
  await enqueueMail({
    content: {
      template: 'welcome',
      props: { list, siteUrl: config.siteUrl, unsubscribeUrl, preferencesUrl: preferencesUrlOf(config, list, entry._id), ...standing },
    },
    to: entry.email,
    list,
    headers: listHeaders(unsubscribeUrl),
    key: `welcome:${list}:${String(entry._id)}:${signedUpAt}`,
  });
}

/**
 * Queues a letter to one member of a list: only to a confirmed one not on the list's suppression
 * list (checked again when it is sent). Returns whether it was queued.
 */
export async function queueListMail(
  config: Config,
  { list, email, subject, paragraphs }: { list: MailingList; email: string; subject: string; paragraphs: readonly string[] },
): Promise<boolean> {
  const entry = await LIST_MODELS[list].findOne({ email }).lean<SubscriberRow>();
  if (!entry || !isListMember(statusOf(entry)) || (await isSuppressed(list, email))) return false;
  const unsubscribeUrl = unsubscribeUrlOf(config, list, entry);
  const preferencesUrl = preferencesUrlOf(config, list, entry._id);
  const content = {
    template: 'list-letter',
    props: { list, siteUrl: config.siteUrl, unsubscribeUrl, preferencesUrl, subject, paragraphs },
  } as const;
  return enqueueMail({ content, to: email, list, suppressible: true, headers: listHeaders(unsubscribeUrl) });
}
