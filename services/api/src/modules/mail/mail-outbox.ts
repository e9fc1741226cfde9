import { EventEmitter } from 'node:events';
import { Types } from 'mongoose';
import type { MailingList } from '@fns/contracts';
import type { Config } from '../../config/config';
import type { MailAddress } from './mail-transport';
import { OutboxMail } from './outbox-mail.model';
import { subjectOf, type MailContent } from './templates/mail-catalog';
import { gatheredInsert } from './gathered-insert';

export interface OutgoingMail {
  to: string;
  content: MailContent;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** Where replies go; unset: to MAIL_FROM. */
  replyTo?: MailAddress | undefined;
  /** The list it is sent because of. */
  list?: MailingList;
  /** List mail proper: skipped while the address is on the list's suppression list. */
  suppressible?: boolean;
  /** Unique: a second message with the same key is not queued. Unset: a key of its own. */
  key?: string;
}

/** Tells this process's workers that a message is waiting, so they need not wait for their next poll. */
export const outboxEvents = new EventEmitter();
outboxEvents.setMaxListeners(0);

/** Messages queued by requests at the same moment are written together (gathered-insert.ts). */
const insertTogether = gatheredInsert((docs: Array<InstanceType<typeof OutboxMail>>) => OutboxMail.insertMany(docs, { ordered: false }));

/**
 * Queues a message: a document in the outbox, sent by a mail worker (never by the request, which
 * does not wait for SMTP). Returns false, queueing nothing, when a message with the same key exists.
 */
export async function enqueueMail(mail: OutgoingMail): Promise<boolean> {
  const _id = new Types.ObjectId();
  const message = new OutboxMail({
    _id,
    key: mail.key ?? String(_id),
    to: mail.to,
    subject: subjectOf(mail.content),
    template: mail.content.template,
    props: mail.content.props,
    headers: mail.headers ?? {},
    replyTo: mail.replyTo ?? null,
    list: mail.list ?? null,
    suppressible: mail.suppressible ?? false,
  });
  // Checked alone first: a message the schema refuses fails its own caller, not the batch it would join.
  await message.validate();
  if ((await insertTogether(message)) === 'duplicate') return false;
  outboxEvents.emit('queued');
  return true;
}

/** Whether a message with this key was queued (it stays until the retention purge erases it). */
export async function isKeyTaken(key: string): Promise<boolean> {
  return (await OutboxMail.exists({ key })) !== null;
}

/** Queues the plain test mail (no list, no unsubscribe): does mail from this site reach `to`? */
export function queueTestMail(config: Config, to: string): Promise<boolean> {
  return enqueueMail({ content: { template: 'test', props: { siteUrl: config.siteUrl } }, to });
}
