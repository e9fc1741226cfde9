import type { Preferences } from '@fns/contracts';

/** The preference page (/preferences/{token}): its heading, and each part's sentence for each state. */
export const PREFERENCES_TEXTS = {
  heading: 'Your e-mail preferences',
  for: (email: string) => `For ${email}.`,
  erasedHeading: "You're erased",
  erased: 'Your address is gone from our lists and records.',
} as const;

export const NEWSLETTER_TEXTS = {
  heading: 'Newsletter',
  state: {
    subscribed: 'You get our newsletter.',
    pending: 'You signed up for our newsletter: confirm with the link in the mail we sent you.',
    unsubscribed: "You've unsubscribed from our newsletter.",
    none: "You're not subscribed to our newsletter.",
  } satisfies Record<Preferences['newsletter'], string>,
  off: 'Unsubscribe from the newsletter',
  again: 'Subscribe again',
  on: 'Subscribe',
} as const;

export const WAITLIST_TEXTS = {
  heading: 'Wait list',
  state: {
    waiting: "You're on the wait list. We'll write when it's your turn.",
    pending: 'Confirm your place on the wait list with the link in the mail we sent you.',
    invited: "It's your turn! Your invitation is in your inbox.",
    joined: "You've joined. Welcome aboard!",
    removed: "You've left the wait list.",
    none: "You're not on the wait list.",
  } satisfies Record<Preferences['waitlist'], string>,
  leave: 'Leave the wait list',
} as const;

export const ERASE_TEXTS = {
  heading: 'Erase me',
  sentence:
    'Remove your address from every list and from our records. We keep only a one-way fingerprint of it, so we never write to you again unless you sign up anew.',
  confirm: 'Yes, erase everything about me',
  button: 'Erase me',
} as const;
