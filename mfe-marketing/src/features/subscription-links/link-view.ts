import type { SubscriptionLink } from '@fns/contracts';
import { CONFIRM_TEXTS, LINK_TEXTS, UNSUBSCRIBE_TEXTS } from './subscription-link-content';

/** What a mail link's page shows: its one heading, a sentence, and either the button that POSTs or a way home. */
export interface LinkView {
  heading: string;
  sentence?: string;
  /** The label of the form's one button; without it, the page offers the home page instead. */
  button?: string;
}

/** A link the API refuses; one it could not be asked about (it is down). */
export const INVALID_VIEW: LinkView = { heading: LINK_TEXTS.invalid };
export const FAILED_VIEW: LinkView = { heading: LINK_TEXTS.failed, sentence: LINK_TEXTS.retry };
const UNSUBSCRIBED: LinkView = { heading: UNSUBSCRIBE_TEXTS.unsubscribedHeading, sentence: UNSUBSCRIBE_TEXTS.unsubscribed };

/** /confirm/{token}: the button while the sign-up is pending (a link for unsubscribing confirms nothing). */
export function confirmView({ list, purpose, status }: SubscriptionLink): LinkView {
  if (status === 'confirmed') return { heading: CONFIRM_TEXTS.confirmedHeading, sentence: CONFIRM_TEXTS.confirmed[list] };
  if (status === 'unsubscribed') return UNSUBSCRIBED;
  if (purpose !== 'confirm') return INVALID_VIEW;
  return { heading: CONFIRM_TEXTS.heading[list], sentence: CONFIRM_TEXTS.sentence, button: CONFIRM_TEXTS.button };
}

/** /unsubscribe/{token}: the button until the address is off the list. */
export function unsubscribeView({ list, status }: SubscriptionLink): LinkView {
  if (status === 'unsubscribed') return UNSUBSCRIBED;
  return { heading: UNSUBSCRIBE_TEXTS.heading[list], button: UNSUBSCRIBE_TEXTS.button };
}
