import { z } from 'zod';
import { LIST_STATUSES, MAILING_LISTS, SUBSCRIPTION_STATUSES } from './lists';

export * from './lists';
export const mailingListSchema = z.enum(MAILING_LISTS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/**
 * GET /api/waitlist/status/{token}: a wait list entry's standing, for its personal page
 * /waitlist/status/{token}. `position` (1 = next in line) while it waits (confirmed); `referralUrl`
 * while it waits and referrals are on: the link that moves it up `referralBoost` places per friend
 * who signs up through it and confirms.
 */
export const waitlistStandingSchema = z.object({
  status: z.enum(LIST_STATUSES.waitlist),
  position: z.number().int().positive().nullable(),
  waiting: z.number().int().nonnegative(),
  referralUrl: z.string().nullable(),
  referralBoost: z.number().int().nonnegative(),
  referrals: z.number().int().nonnegative(),
});
export type WaitlistStanding = z.infer<typeof waitlistStandingSchema>;

/**
 * GET /api/subscriptions/{token}: what a link from a mail (`/confirm/{token}`, `/unsubscribe/{token}`)
 * is about, for its page — which list, what the link does, and where the sign-up stands now. Nothing
 * changes by reading it: only the page's POST confirms or unsubscribes (mail scanners follow links).
 */
export const subscriptionLinkSchema = z.object({
  list: mailingListSchema,
  purpose: z.enum(['confirm', 'unsubscribe']),
  status: subscriptionStatusSchema,
});

/** POST /api/subscriptions/{token}/confirm and …/unsubscribe: where the sign-up stands afterwards. */
export const subscriptionChangeSchema = z.object({ status: subscriptionStatusSchema });

export type SubscriptionLink = z.infer<typeof subscriptionLinkSchema>;
