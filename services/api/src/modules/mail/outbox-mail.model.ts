import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { MAILING_LISTS, OUTBOX_STATUSES } from '@fns/contracts';
import { MAIL_TEMPLATE_NAMES } from './templates/mail-catalog';

/**
 * One message in the outbox: written by the request that caused it, sent by a mail worker
 * (mail-worker.ts). It holds a template's name and props (templates/mail-catalog.ts), rendered by
 * the worker: a small document, cheap to write in the request and to scan on FerretDB.
 */
const outboxMailSchema = new Schema(
  {
    /** Unique: a message queued twice under one key is stored once (a welcome per confirmation, 3 confirmations a day). */
    key: { type: String, required: true, unique: true },
    to: { type: String, required: true },
    /** For the console's list (the template's subject, worked out when queued). */
    subject: { type: String, required: true },
    template: { type: String, enum: MAIL_TEMPLATE_NAMES, required: true },
    props: { type: Schema.Types.Mixed, required: true },
    /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
    headers: { type: Schema.Types.Mixed, default: () => ({}) },
    /** Where replies go, when not to MAIL_FROM (a contact notice: the sender). Kept apart from the headers: Nodemailer quotes it. */
    replyTo: { type: new Schema({ name: String, address: { type: String, required: true } }, { _id: false }), default: null },
    /** The list the message is sent because of, if any. */
    list: { type: String, enum: MAILING_LISTS, default: null },
    /** List mail proper: not sent while the address is on that list's suppression list. */
    suppressible: { type: Boolean, default: false },
    /** The bulk send it belongs to (a batch of invitations, a newsletter): sent after any other mail that is due. */
    campaign: { type: String, default: null },
    status: { type: String, enum: OUTBOX_STATUSES, default: 'queued' },
    /** Attempts begun so far, an interrupted one included (the claim of attempt n is `${_id}:${n}`). */
    attempts: { type: Number, default: 0 },
    /** The attempts made before an admin last retried it: the give-up limit counts the attempts since. */
    attemptsBeforeRetry: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date() },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);
outboxMailSchema.index({ status: 1, nextAttemptAt: 1 });
// The console's list (newest first, all or of one status) reads an index instead of sorting.
outboxMailSchema.index({ createdAt: -1, _id: -1 });
outboxMailSchema.index({ status: 1, createdAt: -1, _id: -1 });

export type OutboxMailFields = InferSchemaType<typeof outboxMailSchema>;
export type StoredMail = OutboxMailFields & { _id: Types.ObjectId };
export const OutboxMail = model('OutboxMail', outboxMailSchema, 'mail_outbox');

/**
 * A message waiting to be sent (mail-queue.ts): `_id` is the outbox message's; `campaign` and
 * `dueAt` (its nextAttemptAt) order the worker's reads. Small, and only while the message waits.
 */
const queuedMailSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    campaign: { type: String, default: null },
    dueAt: { type: Date, required: true },
  },
  { versionKey: false },
);
queuedMailSchema.index({ campaign: 1, dueAt: 1 });

export const QueuedMail = model('QueuedMail', queuedMailSchema, 'mail_queue');

/**
 * The claim of one attempt at one message: `_id` is `${mailId}:${attempt}`, so only one worker can
 * insert it (a unique `_id` is atomic on FerretDB and MongoDB alike). It is the attempt's lease.
 */
const mailClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    mailId: { type: Schema.Types.ObjectId, required: true },
    /** Which worker holds it (a random id per worker): only that one releases it. */
    worker: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const MailClaim = model('MailClaim', mailClaimSchema, 'mail_claims');

/** One message handed to SMTP: `_id` is `${window}:${n}` (send-rate.ts). */
const sendSlotSchema = new Schema(
  { _id: { type: String, required: true }, window: { type: Number, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export const SendSlot = model('SendSlot', sendSlotSchema, 'mail_send_slots');

/**
 * How a message of a bulk send ended (sent, or not: failed or suppressed), written once by the
 * worker that ended it: a send's progress is counted from these small documents (mail-outbox.ts).
 * `_id` is the message's id.
 */
const campaignOutcomeSchema = new Schema(
  { _id: { type: String, required: true }, campaign: { type: String, required: true }, sent: { type: Boolean, required: true } },
  { versionKey: false },
);

export const CampaignOutcome = model('CampaignOutcome', campaignOutcomeSchema, 'campaign_outcomes');
