import { z } from 'zod';
import { MAILING_LISTS } from './lists';

/** The dashboard's sign-up windows, in days. */
export const SIGNUP_WINDOWS = [30, 90] as const;
export type SignupWindow = (typeof SIGNUP_WINDOWS)[number];
/** The lists the dashboard's sign-up figures can be narrowed to; `all` adds them up. */
export const SIGNUP_LISTS = ['all', ...MAILING_LISTS] as const;
export type SignupList = (typeof SIGNUP_LISTS)[number];

/** Sign-ups by where they stand now: confirmed (the link in the mail was used, whatever happened since) or still pending. */
const counts = {
  confirmed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
};

/**
 * GET /api/admin/signups?days=30|90&list=all|waitlist|newsletter: where the sign-ups of the window
 * came from, counted in the database. `perDay` has every UTC day of the window, oldest first
 * (days without sign-ups at 0); each breakdown is sorted by sign-ups, most first, and keeps its top
 * rows. `computedAt` is when the figures were counted: again shortly after the audience changes.
 */
export const signupStatsSchema = z.object({
  computedAt: z.iso.datetime(),
  days: z.union(SIGNUP_WINDOWS.map((days) => z.literal(days))),
  list: z.enum(SIGNUP_LISTS),
  total: z.object(counts),
  perDay: z.array(z.object({ day: z.iso.date(), ...counts })),
  /** The pages the forms were sent from; a post's page names the post (null: the page is no post, or the post is gone). */
  byPage: z.array(z.object({ page: z.string(), post: z.object({ slug: z.string(), title: z.string() }).nullable(), ...counts })),
  /** The version of the remote that rendered the page, per remote (sign-ups sent before versions were recorded are left out). */
  byVersion: z.array(z.object({ remote: z.string(), version: z.string(), ...counts })),
  /** Where the visitor came from: the link's utm_source, else the referring site's host; null: neither (typed in, or unknown). */
  bySource: z.array(z.object({ source: z.string().nullable(), campaign: z.string().nullable(), ...counts })),
});
export type SignupStats = z.infer<typeof signupStatsSchema>;
