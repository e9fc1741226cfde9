import type { Types } from 'mongoose';
import type { WaitlistStanding } from '@fns/contracts';
import type { Config } from '../../config/config';
import { linkUrl } from '../subscriptions/link-token';
import { statusFilter, statusOf, type SubscriberRow } from '../subscriptions/subscription-fields';
import { ReferralCredit, referralCounts } from './referrals';
import { WaitlistEntry } from './waitlist-entry.model';

interface WaitingRow {
  _id: Types.ObjectId;
  confirmedAt?: Date | null;
  createdAt: Date;
}

/** How many people wait (confirmed, not yet invited). */
export const waitingCount = () => WaitlistEntry.countDocuments(statusFilter('confirmed'));

/**
 * Everyone waiting, next in line first. The line is the order of confirmation (an entry from before
 * confirmation existed, by its sign-up); with referrals on, each credited friend moves a person up
 * `referralBoost` places: their place key is their place in the order of confirmation less the
 * boosts, and of two equal keys the boosted one (confirmed later) goes first. Worked out from facts
 * that never change once written (confirmation times, credits), so no update can be lost.
 */
export async function waitingLine(config: Config): Promise<Types.ObjectId[]> {
  const [rows, credits] = await Promise.all([
    WaitlistEntry.find(statusFilter('confirmed'), { confirmedAt: 1, createdAt: 1 }).lean<WaitingRow[]>(),
    config.waitlist.referrals ? referralCounts() : new Map<string, number>(),
  ]);
  const confirmedAt = (row: WaitingRow) => (row.confirmedAt ?? row.createdAt).getTime();
  rows.sort((a, b) => confirmedAt(a) - confirmedAt(b) || String(a._id).localeCompare(String(b._id)));
  return rows
    .map((row, order) => ({ id: row._id, order, key: order - config.waitlist.referralBoost * (credits.get(String(row._id)) ?? 0) }))
    .sort((a, b) => a.key - b.key || b.order - a.order)
    .map(({ id }) => id);
}

/** A wait list entry's standing, for its status page. */
export async function standingOf(config: Config, entry: SubscriberRow): Promise<WaitlistStanding> {
  const status = statusOf(entry) as WaitlistStanding['status'];
  const [line, referrals] = await Promise.all([waitingLine(config), ReferralCredit.countDocuments({ referrer: entry._id })]);
  const place = line.findIndex((id) => id.equals(entry._id));
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
