import { z } from 'zod';

/** The audience lists a person signs up to, each confirmed by mail (double opt-in). */
export const MAILING_LISTS = ['newsletter', 'waitlist'] as const;
export const mailingListSchema = z.enum(MAILING_LISTS);

/** Where a sign-up stands: pending until its confirmation link is used; unsubscribed addresses get no list mail. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

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

export type MailingList = z.infer<typeof mailingListSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export type SubscriptionLink = z.infer<typeof subscriptionLinkSchema>;
