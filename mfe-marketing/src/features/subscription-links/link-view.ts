import type { SubscriptionLink } from '@fns/contracts';
import { isListMember, LEFT_STATUS } from '@fns/contracts/lists';
import { INVALID_VIEW, type LinkView } from '../../components/link-page/link-view';
import { CONFIRM_TEXTS, UNSUBSCRIBE_TEXTS } from './subscription-link-content';

/** Unsubscribed, or removed from the wait list: either page says the person is off the list. */
const hasLeft = (status: SubscriptionLink['status']) => Object.values<string>(LEFT_STATUS).includes(status);

const UNSUBSCRIBED: LinkView = { heading: UNSUBSCRIBE_TEXTS.unsubscribedHeading, sentence: UNSUBSCRIBE_TEXTS.unsubscribed };

/**
 * /confirm/{token}: the button while the sign-up is pending; confirmed while it is on the list
 * (a wait list entry stays so once invited or joined). A link for unsubscribing confirms nothing.
 */
export function confirmView({ list, purpose, status }: SubscriptionLink): LinkView {
  if (isListMember(status)) return { heading: CONFIRM_TEXTS.confirmedHeading, sentence: CONFIRM_TEXTS.confirmed[list] };
  if (hasLeft(status)) return UNSUBSCRIBED;
  if (purpose !== 'confirm') return INVALID_VIEW;
  return { heading: CONFIRM_TEXTS.heading[list], sentence: CONFIRM_TEXTS.sentence, button: CONFIRM_TEXTS.button };
}

/** /unsubscribe/{token}: the button until the person has left the list (unsubscribed, or removed from the wait list). */
export function unsubscribeView({ list, status }: SubscriptionLink): LinkView {
  if (hasLeft(status)) return UNSUBSCRIBED;
  return { heading: UNSUBSCRIBE_TEXTS.heading[list], button: UNSUBSCRIBE_TEXTS.button };
}
