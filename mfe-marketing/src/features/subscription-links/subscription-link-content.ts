import type { MailingList } from '@fns/contracts';

/** The confirm page (/confirm/{token}), before and after its button is pressed. */
export const CONFIRM_TEXTS = {
  heading: { newsletter: 'Confirm your subscription', waitlist: 'Confirm your place on the wait list' },
  sentence: "One click and you're in: press Confirm to finish signing up.",
  button: 'Confirm',
  confirmedHeading: "You're confirmed",
  confirmed: {
    newsletter: "Thanks — you're on the list. Look out for our next letter.",
    waitlist: "Thanks — your place on the wait list is confirmed. We'll write when it's your turn.",
  },
} as const satisfies { heading: Record<MailingList, string>; confirmed: Record<MailingList, string>; [text: string]: unknown };

/** The unsubscribe page (/unsubscribe/{token}), before and after. */
export const UNSUBSCRIBE_TEXTS = {
  heading: { newsletter: 'Unsubscribe from our newsletter?', waitlist: 'Leave the wait list?' },
  button: 'Unsubscribe',
  unsubscribedHeading: "You're unsubscribed",
  unsubscribed: "You won't get any more mail from this list. Changed your mind? Sign up again any time.",
} as const satisfies { heading: Record<MailingList, string>; [text: string]: unknown };
