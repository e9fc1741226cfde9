import { EventEmitter } from 'node:events';
import { trusted, Types } from 'mongoose';
import type { MailingList, SendProgress } from '@fns/contracts';
import { insertAllNew } from '../../lib/insert-all-new';
import type { Config } from '../../config/config';
import type { MailAddress } from './mail-transport';
import { CampaignOutcome, OutboxMail, QueuedMail } from './outbox-mail.model';
import { enterQueue, leaveQueue, queueEntryOf } from './mail-queue';
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

/** A message of a bulk send: its key says what it is for (so a repeated step queues nothing twice). */
export interface CampaignMail extends OutgoingMail {
  key: string;
}

/** Tells this process's workers that a message is waiting, so they need not wait for their next poll. */
export const outboxEvents = new EventEmitter();
outboxEvents.setMaxListeners(0);

/** What a worker hears of a queued message: whether it is part of a bulk send (sent after any other mail). */
export interface QueuedEvent {
  bulk: boolean;
}

/** Wakes this process's workers for mail just queued: the one way to, so every listener gets its event. */
export function announceQueued(event: QueuedEvent): void {
  outboxEvents.emit('queued', event);
}

/** Messages queued by requests at the same moment are written together (gathered-insert.ts), each after its queue entry. */
const insertTogether = gatheredInsert(async (docs: Array<InstanceType<typeof OutboxMail>>) => {
  await QueuedMail.collection.insertMany(docs.map(queueEntryOf), { ordered: false });
  return OutboxMail.insertMany(docs, { ordered: false });
});

const outboxDocument = (mail: OutgoingMail, campaign: string | null = null, subject = subjectOf(mail.content)) => {
  const _id = new Types.ObjectId();
  return new OutboxMail({
    _id,
    key: mail.key ?? String(_id),
    to: mail.to,
    subject,
    template: mail.content.template,
    props: mail.content.props,
    headers: mail.headers ?? {},
    replyTo: mail.replyTo ?? null,
    list: mail.list ?? null,
    suppressible: mail.suppressible ?? false,
    campaign,
  });
};

/**
 * Queues a message: a document in the outbox, sent by a mail worker (never by the request, which
 * does not wait for SMTP). Returns false, queueing nothing, when a message with the same key exists.
 */
export async function enqueueMail(mail: OutgoingMail): Promise<boolean> {
  const message = outboxDocument(mail);
  // Checked alone first: a message the schema refuses fails its own caller, not the batch it would join.
  await message.validate();
  if ((await insertTogether(message)) === 'duplicate') {
    await leaveQueue(message._id);
    return false;
  }
  announceQueued({ bulk: false });
  return true;
}

/**
 * Queues the messages of a bulk send (`campaign`), those whose keys are not taken yet: a step
 * repeated after a crash queues nothing twice. They share a template, and so a subject (the
 * first's); the worker sends them after any other mail due. Built as the outbox's documents and
 * written through the driver: 10 000 cost one validation and ten inserts.
 */
export async function enqueueCampaign(campaign: string, mails: readonly CampaignMail[]): Promise<void> {
  if (mails.length === 0) return;
  const subject = subjectOf(mails[0]!.content);
  const messages = mails.map((mail) => outboxDocument(mail, campaign, subject));
  await messages[0]!.validate();
  // Queue entries first: a message is never stored without one (a repeated step's refused messages leave entries the worker drops).
  await enterQueue(messages.map(queueEntryOf));
  await insertAllNew(
    OutboxMail.collection,
    messages.map((message) => message.toObject()),
  );
  announceQueued({ bulk: true });
}

/**
 * How each bulk send's messages stand: sent, failed (or dropped as suppressed: not delivered), and
 * the rest of its `size` still queued. Counted from the outcomes the worker records
 * (campaign_outcomes, small documents): counting the outbox itself is a scan of its large ones.
 */
export async function campaignProgress(campaigns: ReadonlyArray<{ id: string; size: number }>): Promise<Map<string, SendProgress>> {
  const groups = await CampaignOutcome.aggregate<{ _id: { campaign: string; sent: boolean }; count: number }>([
    { $match: { campaign: trusted({ $in: campaigns.map(({ id }) => id) }) } },
    { $group: { _id: { campaign: '$campaign', sent: '$sent' }, count: { $sum: 1 } } },
  ]);
  const progress = new Map(campaigns.map(({ id, size }) => [id, { queued: size, sent: 0, failed: 0 }]));
  for (const { _id, count } of groups) {
    const counts = progress.get(_id.campaign)!;
    counts[_id.sent ? 'sent' : 'failed'] += count;
    counts.queued = Math.max(0, counts.queued - count);
  }
  return progress;
}

/** Whether a message with this key was queued (it stays until the retention purge erases it). */
export async function isKeyTaken(key: string): Promise<boolean> {
  return (await OutboxMail.exists({ key })) !== null;
}

/** Queues the plain test mail (no list, no unsubscribe): does mail from this site reach `to`? */
export function queueTestMail(config: Config, to: string): Promise<boolean> {
  return enqueueMail({ content: { template: 'test', props: { siteUrl: config.siteUrl } }, to });
}
