import type { InvitationBatch, InvitationSummary } from '@fns/contracts';
import type { WaitlistEntry } from '../../../lib/audience-types';
import { renderAt } from '../../../test-support/render-at';
import WaitlistPage from '../../audience/waitlist-page';

export const GRACE_ID = 'b'.repeat(24);
export const ADA_ID = 'a'.repeat(24);
export const ALAN_ID = 'c'.repeat(24);

const entry = (id: string, fullName: string, status: WaitlistEntry['status'], invitation: WaitlistEntry['invitation']): WaitlistEntry => ({
  id,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  company: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  status,
  confirmedAt: '2025-03-01T09:05:00.000Z',
  invitation,
});

/** One entry of each kind: waiting (never invited, or revoked), invited (active, expired), joined, pending. */
export const GRACE = entry(GRACE_ID, 'Grace Hopper', 'confirmed', null);
export const ALAN = entry(ALAN_ID, 'Alan Turing', 'confirmed', { state: 'revoked', expiresAt: '2026-02-01T12:00:00.000Z' });
export const ADA = entry(ADA_ID, 'Ada Lovelace', 'invited', { state: 'active', expiresAt: '2026-03-15T12:00:00.000Z' });
export const KATHERINE = entry('d'.repeat(24), 'Katherine Johnson', 'invited', { state: 'expired', expiresAt: '2026-01-15T12:00:00.000Z' });
export const MARGARET = entry('e'.repeat(24), 'Margaret Hamilton', 'joined', { state: 'joined', expiresAt: '2026-02-20T12:00:00.000Z' });
export const EDSGER = { ...entry('f'.repeat(24), 'Edsger Dijkstra', 'pending', null), confirmedAt: null };
export const ENTRIES = [GRACE, ALAN, ADA, KATHERINE, MARGARET, EDSGER];

export const batch = (id: string, progress: InvitationBatch['progress']): InvitationBatch => ({
  id,
  createdAt: '2026-03-01T10:00:00.000Z',
  size: progress.queued + progress.sent + progress.failed,
  progress,
});

export const summaryOf = (batches: InvitationBatch[] = []): InvitationSummary => ({
  counts: { invited: 12, joined: 3, expired: 2, revoked: 1 },
  batches,
  ttlDays: 14,
});

export const SUMMARY_API = 'GET /api/admin/waitlist/invitations';
export const LIST_API = 'GET /api/admin/waitlist';

/** The wait list screen. */
export const openWaitlist = () => renderAt(WaitlistPage, '/admin/waitlist');
