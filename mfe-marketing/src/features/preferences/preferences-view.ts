import type { PreferenceAction, PreferenceChange, Preferences } from '@fns/contracts';
import type { LinkView } from '../../components/link-page/link-view';
import { NEWSLETTER_TEXTS, PREFERENCES_TEXTS, WAITLIST_TEXTS } from './preferences-texts';

/** What the page shows: the address's preferences, or (after "Erase me") that it is gone. */
export type PreferencesState = PreferenceChange;

/** One list's part of the page: its state in a sentence, and the button that changes it, if any. */
export interface ListPart {
  heading: string;
  sentence: string;
  button?: { label: string; action: PreferenceAction };
}

/** The page's heading and the line naming the address (masked); after erasure, that it is gone. */
export const preferencesView = (state: PreferencesState): LinkView =>
  'erased' in state
    ? { heading: PREFERENCES_TEXTS.erasedHeading, sentence: PREFERENCES_TEXTS.erased }
    : { heading: PREFERENCES_TEXTS.heading, sentence: PREFERENCES_TEXTS.for(state.email) };

const NEWSLETTER_BUTTONS: Record<Preferences['newsletter'], ListPart['button']> = {
  subscribed: { label: NEWSLETTER_TEXTS.off, action: 'newsletter-off' },
  pending: { label: NEWSLETTER_TEXTS.off, action: 'newsletter-off' },
  unsubscribed: { label: NEWSLETTER_TEXTS.again, action: 'newsletter-on' },
  none: { label: NEWSLETTER_TEXTS.on, action: 'newsletter-on' },
};

/** The newsletter: unsubscribe while on it (or confirming), subscribe (again) otherwise. */
export const newsletterPart = (state: Preferences['newsletter']): ListPart => ({
  heading: NEWSLETTER_TEXTS.heading,
  sentence: NEWSLETTER_TEXTS.state[state],
  button: NEWSLETTER_BUTTONS[state],
});

const LEAVE: ListPart['button'] = { label: WAITLIST_TEXTS.leave, action: 'leave-waitlist' };
/** Where leaving is still something to do. */
const CAN_LEAVE = new Set<Preferences['waitlist']>(['pending', 'waiting', 'invited']);

/** The wait list: leave it while confirming, waiting or invited. */
export const waitlistPart = (state: Preferences['waitlist']): ListPart => ({
  heading: WAITLIST_TEXTS.heading,
  sentence: WAITLIST_TEXTS.state[state],
  ...(CAN_LEAVE.has(state) && { button: LEAVE }),
});
