import { isListMember, LEFT_STATUS, MAILING_LISTS, SUBSCRIPTION_STATUSES } from '@fns/contracts';
import { confirmView, unsubscribeView } from '../link-view';
import { CONFIRM_TEXTS, UNSUBSCRIBE_TEXTS } from '../subscription-link-content';

// Every list with every status the contracts know, for either kind of link.
const CASES = MAILING_LISTS.flatMap((list) => SUBSCRIPTION_STATUSES.map((status) => [list, status] as const));
const hasLeft = (status: string) => Object.values(LEFT_STATUS).some((left) => left === status);
const UNSUBSCRIBED = { heading: UNSUBSCRIBE_TEXTS.unsubscribedHeading, sentence: UNSUBSCRIBE_TEXTS.unsubscribed };

describe('/confirm/{token}', () => {
  it.each(CASES)('%s, %s: confirmed while on the list, unsubscribed once left, else the button', (list, status) => {
    const view = confirmView({ list, purpose: 'confirm', status });
    if (isListMember(status)) expect(view).toEqual({ heading: CONFIRM_TEXTS.confirmedHeading, sentence: CONFIRM_TEXTS.confirmed[list] });
    else if (hasLeft(status)) expect(view).toEqual(UNSUBSCRIBED);
    else expect(view.button).toBe('Confirm');
  });
});

describe('/unsubscribe/{token}', () => {
  it.each(CASES)('%s, %s: unsubscribed once left, else the button', (list, status) => {
    const view = unsubscribeView({ list, purpose: 'unsubscribe', status });
    if (hasLeft(status)) expect(view).toEqual(UNSUBSCRIBED);
    else expect(view.button).toBe('Unsubscribe');
  });
});
