import { z } from 'zod';

/**
 * The preference page (`/preferences/{token}`, linked from the foot of every list mail): where one
 * address stands on each list. The token names a sign-up; the page is about its address.
 */
export const NEWSLETTER_PREFERENCES = ['subscribed', 'pending', 'unsubscribed', 'none'] as const;
/** `waiting`: confirmed and in line; `none`: the address never signed up (or its entry was erased). */
export const WAITLIST_PREFERENCES = ['waiting', 'pending', 'invited', 'joined', 'removed', 'none'] as const;
/** What the page's buttons do: one action a POST. */
export const PREFERENCE_ACTIONS = ['newsletter-off', 'newsletter-on', 'leave-waitlist', 'erase'] as const;

export type PreferenceAction = (typeof PREFERENCE_ACTIONS)[number];

/** GET /api/preferences/{token}, and the answer of every POST but erase. `email` is masked: a***@example.com. */
export const preferencesSchema = z.object({
  email: z.string(),
  newsletter: z.enum(NEWSLETTER_PREFERENCES),
  waitlist: z.enum(WAITLIST_PREFERENCES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The answer of POST /api/preferences/{token} `{ "action": "erase" }`: nothing is left to show. */
export const erasedSchema = z.object({ erased: z.literal(true) });
export type Erased = z.infer<typeof erasedSchema>;

/** POST /api/preferences/{token}: the preferences after the action, or (erase) that the address is gone. */
export const preferenceChangeSchema = z.union([preferencesSchema, erasedSchema]);
export type PreferenceChange = z.infer<typeof preferenceChangeSchema>;
