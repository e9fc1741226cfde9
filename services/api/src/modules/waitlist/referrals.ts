import { model, Schema, Types } from 'mongoose';
import type { Config } from '../../config/config';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { verifyLinkToken } from '../subscriptions/link-token';
import type { SubscriberRow } from '../subscriptions/subscription-fields';
import { statusOfEntry } from './entry-status';
import { WaitlistEntry } from './waitlist-entry.model';

/** Referees one person can be credited with in a day (UTC). */
export const REFERRALS_PER_DAY = 3;

/**
 * One friend's confirmed sign-up credited to the person who referred them. Written once and never
 * changed, so concurrent confirmations cannot lose one (a unique insert either happens or not):
 * `_id` is `${referrer}:${day}:${n}` (n < REFERRALS_PER_DAY, the day's cap), and a
 * referee is credited once (its unique index).
 */
const referralCreditSchema = new Schema(
  {
    _id: { type: String, required: true },
    referrer: { type: Schema.Types.ObjectId, required: true },
    referee: { type: Schema.Types.ObjectId, required: true, unique: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const ReferralCredit = model('ReferralCredit', referralCreditSchema, 'waitlist_referrals');

/** An address as the inbox it reaches: lower case, without a +tag, and on Gmail without dots. */
export function inboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const name = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
}

/** The person a referral link's token names, while referrals are on; undefined for anything else (never an error: a bad link costs no sign-up). */
export function referrerOf(config: Config, token: string | undefined): Types.ObjectId | undefined {
  if (!token || !config.waitlist.referrals) return undefined;
  const claims = verifyLinkToken(config, token);
  return claims?.purpose === 'refer' && claims.list === 'waitlist' ? new Types.ObjectId(claims.id) : undefined;
}

/** How many friends each referrer has been credited with. */
export async function referralCounts(): Promise<Map<string, number>> {
  const groups = await ReferralCredit.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $group: { _id: '$referrer', count: { $sum: 1 } } },
  ]);
  return new Map(groups.map(({ _id, count }) => [String(_id), count]));
}

type Referee = Pick<SubscriberRow, '_id' | 'email'> & { referredBy?: Types.ObjectId | null };

/**
 * Credits the person who referred a wait list entry that has just confirmed, when referrals are on
 * and the referrer is still waiting: not for a referee whose address reaches the referrer's own
 * inbox, not twice for one referee, not beyond REFERRALS_PER_DAY a day. Returns whether it did.
 */
export async function creditReferral(config: Config, referee: Referee, now = new Date()): Promise<boolean> {
  if (!config.waitlist.referrals || !referee.referredBy) return false;
  const referrer = await WaitlistEntry.findById(referee.referredBy, { email: 1, status: 1 }).lean<SubscriberRow>();
  if (!referrer || inboxOf(referrer.email) === inboxOf(referee.email) || (await statusOfEntry(referrer)) !== 'confirmed') return false;
  if (await ReferralCredit.exists({ referee: referee._id })) return false;
  const day = now.toISOString().slice(0, 10);
  for (let n = 0; n < REFERRALS_PER_DAY; n += 1) {
    try {
      await ReferralCredit.create({ _id: `${String(referrer._id)}:${day}:${n}`, referrer: referrer._id, referee: referee._id, at: now });
      return true;
    } catch (error) {
      // The slot is taken (try the next), or the referee was credited meanwhile (every slot refuses it).
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return false;
}
