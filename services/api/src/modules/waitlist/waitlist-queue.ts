import type { Types } from 'mongoose';
import type { WaitlistStanding } from '@fns/contracts';
import type { Config } from '../../config/config';
import { linkUrl } from '../subscriptions/link-token';
import { statusFilter, type SubscriberRow } from '../subscriptions/subscription-fields';
import { WaitlistProgress } from '../invitations/invitation.model';
import { invitedIds, statusOfEntry } from './entry-status';
import { ReferralCredit, referralCounts } from './referrals';
import { WaitlistEntry } from './waitlist-entry.model';

/** A person waiting, with what an invitation needs. */
export interface WaitingRow {
  _id: Types.ObjectId;
  confirmedAt?: Date | null;
  createdAt: Date;
  email: string;
  fullName?: string;
}

/** How many people wait: confirmed, not invited (every invited entry is a confirmed one). */
export const waitingCount = async () =>
  (await WaitlistEntry.countDocuments(statusFilter('confirmed'))) - (await WaitlistProgress.countDocuments());

/**
 * Everyone waiting, next in line first. The line is the order of confirmation (an entry from before
 * confirmation existed, by its sign-up); with referrals on, each credited friend moves a person up
 * `referralBoost` places: their place key is their place in the order of confirmation less the
 * boosts, and of two equal keys the boosted one (confirmed later) goes first. Worked out from facts
 * that never change once written (confirmation times, credits), so no update can be lost.
 */
export async function waitingLine(config: Config): Promise<WaitingRow[]> {
  const [confirmed, invited, credits] = await Promise.all([
    WaitlistEntry.find(statusFilter('confirmed'), { confirmedAt: 1, createdAt: 1, email: 1, fullName: 1 }).lean<WaitingRow[]>(),
    invitedIds(),
    config.waitlist.referrals ? referralCounts() : new Map<string, number>(),
  ]);
  const rows = confirmed.filter((row) => !invited.has(String(row._id)));
  const confirmedAt = (row: WaitingRow) => (row.confirmedAt ?? row.createdAt).getTime();
  rows.sort((a, b) => confirmedAt(a) - confirmedAt(b) || String(a._id).localeCompare(String(b._id)));
  return rows
    .map((row, order) => ({ row, order, key: order - config.waitlist.referralBoost * (credits.get(String(row._id)) ?? 0) }))
    .sort((a, b) => a.key - b.key || b.order - a.order)
    .map(({ row }) => row);
}

/** A wait list entry's standing, for its status page. */
export async function standingOf(config: Config, entry: SubscriberRow): Promise<WaitlistStanding> {
  const [status, line, referrals] = await Promise.all([
    statusOfEntry(entry),
    waitingLine(config),
    ReferralCredit.countDocuments({ referrer: entry._id }),
  ]);
  const place = line.findIndex(({ _id }) => _id.equals(entry._id));
  const waiting = status === 'confirmed';
  return {
    status,
    position: waiting && place >= 0 ? place + 1 : null,
    waiting: line.length,
    referralUrl:
      waiting && config.waitlist.referrals ? linkUrl(config, { list: 'waitlist', id: String(entry._id), purpose: 'refer' }) : null,
    referralBoost: config.waitlist.referralBoost,
    referrals,
  };
}
