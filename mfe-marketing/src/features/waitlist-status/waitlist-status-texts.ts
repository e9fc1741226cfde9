/** Numbers as the page writes them: 1,234. */
const counted = (count: number) => count.toLocaleString('en-US');

/** The wait list status page (/waitlist/status/{token}): one heading, and where the entry stands. */
export const STANDING_TEXTS = {
  heading: 'Your place on the wait list',
  place: (position: number, waiting: number) => `You're number ${counted(position)} of ${counted(waiting)} in line.`,
  turn: "We'll write as soon as it's your turn.",
  pending: 'Confirm your e-mail address first: the link is in the mail we sent you.',
  invited: "It's your turn! Your invitation is in your inbox.",
  joined: "You've joined. Welcome aboard!",
  removed: "You've left the wait list. Changed your mind? Sign up again any time.",
} as const;

/** Its section on referrals, while the entry waits and referrals are on. */
export const REFERRAL_TEXTS = {
  heading: 'Move up the list',
  share: (boost: number) =>
    `Share your link: each friend who joins the wait list through it and confirms moves you up ${counted(boost)} ${boost === 1 ? 'place' : 'places'}.`,
  label: 'Your referral link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copying failed: select the link and copy it.',
  referrals: (referrals: number) => `Friends who joined through your link: ${counted(referrals)}`,
} as const;
