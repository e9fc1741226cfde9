import { PRODUCT_NAME } from '@fns/design-system';

/** A day as the invitation page writes it, the same on the server and in every browser: "March 4, 2026". */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The invitation page (/welcome?code={code}), in each state of its invitation. */
export const INVITATION_TEXTS = {
  welcome: (firstName: string | null) => (firstName ? `Welcome, ${firstName}!` : 'Welcome!'),
  ready: `Your invitation to ${PRODUCT_NAME} is ready. Press Join to take your place.`,
  join: 'Join',
  worksUntil: (expiresAt: string) => `This invitation works until ${day(expiresAt)}.`,
  joinedHeading: "You're in!",
  joined: `Welcome to ${PRODUCT_NAME}. We'll be in touch with your next steps.`,
  expiredHeading: 'This invitation has expired',
  expired: 'Ask us for a new one: reply to the invitation mail.',
  /** Revoked, unknown, or no code at all. */
  invalid: 'This invitation is not valid.',
} as const;
