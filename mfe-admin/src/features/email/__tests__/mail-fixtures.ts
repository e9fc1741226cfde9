import type { MailOverview, OutboxItem, SuppressionItem } from '@fns/contracts';

export const FAILED_ID = 'f'.repeat(24);

export const OVERVIEW: MailOverview = {
  enabled: true,
  from: 'Founders Never Solo <hello@foundersneversolo.com>',
  ratePerMinute: 30,
  counts: { queued: 2, sent: 40, failed: 1, suppressed: 3 },
};

const message = (id: string, fields: Partial<OutboxItem>): OutboxItem => ({
  id,
  to: 'ada@example.com',
  subject: 'Confirm your place on the wait list',
  list: 'waitlist',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-04T14:05:00.000Z',
  nextAttemptAt: null,
  sentAt: '2026-03-04T14:05:10.000Z',
  failedAt: null,
  ...fields,
});

export const FAILED = message(FAILED_ID, {
  to: 'grace@example.com',
  subject: 'Confirm your subscription',
  list: 'newsletter',
  status: 'failed',
  attempts: 5,
  lastError: '550 5.1.1 Mailbox unavailable',
  sentAt: null,
  failedAt: '2026-03-04T15:00:00.000Z',
});

export const OUTBOX: OutboxItem[] = [FAILED, message('a'.repeat(24), {})];

/** The failed message once the server queued it again. */
export const REQUEUED: OutboxItem = { ...FAILED, status: 'queued', failedAt: null, nextAttemptAt: '2026-03-04T15:10:00.000Z' };

export const SUPPRESSIONS: SuppressionItem[] = [
  { address: 'linus@example.com', list: 'newsletter', at: '2026-03-02T08:00:00.000Z', erased: false },
  { address: 'linus@example.com', list: 'waitlist', at: '2026-03-01T08:00:00.000Z', erased: false },
  { address: null, list: 'newsletter', at: '2026-02-28T08:00:00.000Z', erased: true },
];
