import type { Types } from 'mongoose';
import { OUTBOX_STATUSES, type MailOverview, type OutboxItem, type OutboxStatus, type SuppressionItem } from '@fns/contracts';
import type { Config } from '../../config/config';
import { OutboxMail, type OutboxMailFields } from './outbox-mail.model';
import { Suppression } from './suppression.model';

interface Paging {
  page: number;
  pageSize: number;
}

/** What the console is shown of a message: never its body, headers or Reply-To. */
const OUTBOX_ITEM_FIELDS = {
  to: 1,
  subject: 1,
  list: 1,
  status: 1,
  attempts: 1,
  lastError: 1,
  createdAt: 1,
  nextAttemptAt: 1,
  sentAt: 1,
  failedAt: 1,
} as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const skipOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

type OutboxRow = Pick<OutboxMailFields, keyof typeof OUTBOX_ITEM_FIELDS> & { _id: Types.ObjectId };

const isoOrNull = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function toOutboxItem(mail: OutboxRow): OutboxItem {
  return {
    id: String(mail._id),
    to: mail.to,
    subject: mail.subject,
    list: mail.list ?? null,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError ?? null,
    createdAt: mail.createdAt.toISOString(),
    // Only a queued message has a next attempt.
    nextAttemptAt: mail.status === 'queued' ? mail.nextAttemptAt.toISOString() : null,
    sentAt: isoOrNull(mail.sentAt),
    failedAt: isoOrNull(mail.failedAt),
  };
}

/** GET /api/admin/mail: whether mail is on, how it is sent, and how many messages stand where. */
export async function mailOverview(config: Config): Promise<MailOverview> {
  const counts = await Promise.all(OUTBOX_STATUSES.map(async (status) => [status, await OutboxMail.countDocuments({ status })]));
  return {
    enabled: !config.mail.disabled,
    from: config.mail.from,
    ratePerMinute: config.mail.ratePerMinute,
    counts: Object.fromEntries(counts) as MailOverview['counts'],
  };
}

/** A page of the outbox, newest first, of one status or all. */
export async function outboxPage({ status, ...paging }: Paging & { status?: OutboxStatus | undefined }) {
  const filter = status ? { status } : {};
  const [rows, total] = await Promise.all([
    OutboxMail.find(filter, OUTBOX_ITEM_FIELDS).sort(NEWEST_FIRST).skip(skipOf(paging)).limit(paging.pageSize).lean<OutboxRow[]>(),
    OutboxMail.countDocuments(filter),
  ]);
  return { items: rows.map(toOutboxItem), total, ...paging };
}

/** A page of the suppression list, the latest unsubscribe first; an address erased shows as such, without it (only its hash is kept). */
export async function suppressionPage(paging: Paging) {
  const [rows, total] = await Promise.all([
    Suppression.find({}, { address: 1, hash: 1, list: 1, at: 1 })
      .sort({ at: -1, _id: -1 })
      .skip(skipOf(paging))
      .limit(paging.pageSize)
      .lean(),
    Suppression.countDocuments(),
  ]);
  const items: SuppressionItem[] = rows.map(({ address, hash, list, at }) => ({
    address: hash ? null : (address ?? null),
    list,
    at: at.toISOString(),
    erased: Boolean(hash),
  }));
  return { items, total, ...paging };
}
