import { z } from 'zod';
import { mailingListSchema } from './subscriptions';

/** The console's E-mail screen (/admin/email), as the API answers it under /api/admin/mail. */
const dateTime = z.iso.datetime();

/** Where a message in the outbox stands: waiting to be sent (or retried), handed to SMTP, given up on, or not sent because its address unsubscribed. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'suppressed'] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** GET /api/admin/mail: how mail leaves this site, and how many messages stand where. */
export const mailOverviewSchema = z.object({
  /** false: MAIL_DISABLED=true — nothing is sent and the forms are single opt-in. */
  enabled: z.boolean(),
  from: z.string(),
  ratePerMinute: z.number().int(),
  counts: z.record(outboxStatusSchema, z.number().int()),
});
export type MailOverview = z.infer<typeof mailOverviewSchema>;

/** One message of GET /api/admin/mail/outbox (newest first; ?status= filters, ?page=&pageSize= pages). */
export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  list: mailingListSchema.nullable(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed (for a failed message: why it was given up on). */
  lastError: z.string().nullable(),
  createdAt: dateTime,
  nextAttemptAt: dateTime.nullable(),
  sentAt: dateTime.nullable(),
  failedAt: dateTime.nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/**
 * One address of GET /api/admin/mail/suppressions (newest first, paged): it gets no more of that
 * list's mail. `erased`: the person erased themselves (the preference page's "Erase me"): only a
 * one-way hash of the address is kept, so `address` is null.
 */
export const suppressionItemSchema = z.object({
  address: z.string().nullable(),
  list: mailingListSchema,
  at: dateTime,
  erased: z.boolean(),
});
export type SuppressionItem = z.infer<typeof suppressionItemSchema>;

/** A page of a list the console shows. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** POST /api/admin/mail/test: a plain mail (no list, no unsubscribe) to an address the admin types. Answer 202 { message }. */
export const testMailRequestSchema = z.object({ to: z.string() });
