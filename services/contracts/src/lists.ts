// The mailing lists and where their sign-ups stand: values browser bundles use too, so no zod here
// (`@fns/contracts/lists`; the root, which loads zod, re-exports them).

/** The audience lists a person signs up to, each confirmed by mail (double opt-in). */
export const MAILING_LISTS = ['newsletter', 'waitlist'] as const;
/**
 * Where a sign-up stands: pending until its confirmation link is used. A newsletter subscriber is
 * then confirmed until they unsubscribe; a wait list entry is confirmed (waiting, with a position),
 * then invited, then joined — or removed when the person leaves the list.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'invited', 'joined', 'removed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses each list's sign-ups go through, in order. */
export const LIST_STATUSES = {
  newsletter: ['pending', 'confirmed', 'unsubscribed'],
  waitlist: ['pending', 'confirmed', 'invited', 'joined', 'removed'],
} as const satisfies Record<MailingList, readonly SubscriptionStatus[]>;

/** The status of a sign-up whose person asked for no more of the list's mail. */
export const LEFT_STATUS = { newsletter: 'unsubscribed', waitlist: 'removed' } as const satisfies Record<MailingList, SubscriptionStatus>;

/** Confirmed, and still on the list: a wait list entry stays a member once invited or joined. */
export const isListMember = (status: SubscriptionStatus): boolean => status === 'confirmed' || status === 'invited' || status === 'joined';

export type MailingList = (typeof MAILING_LISTS)[number];
