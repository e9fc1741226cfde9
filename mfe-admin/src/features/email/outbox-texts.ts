import type { OutboxStatus } from '@fns/contracts';
import { countOf, qualified, type Noun } from '../../lib/counted-noun';

/** Where a message stands, as the Status column, the filter and the summary name it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Suppressed',
};

export const MESSAGES: Noun = { one: 'message', many: 'messages' };

/** "12 messages", "3 failed messages". */
export const outboxCountText = (total: number, status: OutboxStatus | null) => countOf(total, qualified(MESSAGES, status));

/** "No messages yet.", "No failed messages." */
export const outboxEmptyText = (status: OutboxStatus | null) => (status ? `No ${status} messages.` : 'No messages yet.');

export const MAIL_OFF_NOTICE =
  'Mail is turned off (MAIL_DISABLED=true): nothing is sent, and wait-list and newsletter sign-ups are taken without a confirmation mail.';
