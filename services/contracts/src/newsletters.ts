import { z } from 'zod';
import { sendProgressSchema } from './invitations';

/** One time a post went out as a newsletter. */
export const newsletterSendSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** Subscribers it was queued for (confirmed, not suppressed, at the time). */
  recipients: z.number().int().nonnegative(),
  progress: sendProgressSchema,
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** A post's newsletter, on the dashboard's row: the latest send (null: never sent). */
export const postNewsletterSchema = z.object({ sentAt: z.iso.datetime(), recipients: z.number().int().nonnegative() }).nullable();
export type PostNewsletter = z.infer<typeof postNewsletterSchema>;

/**
 * GET /api/admin/posts/{id}/newsletter: the mail exactly as it will be sent (its subject, HTML and
 * plain-text parts, rendered for a sample subscriber), how many it would go to now, and the post's
 * earlier sends (newest first) with how their mail is going.
 */
export const newsletterOverviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  audience: z.number().int().nonnegative(),
  sends: z.array(newsletterSendSchema),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;
