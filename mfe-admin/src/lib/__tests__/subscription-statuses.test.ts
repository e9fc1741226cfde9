import { LIST_STATUSES, MAILING_LISTS } from '@fns/contracts';
import { LIST_STATUS_LABELS, statusLabelsOf } from '../subscription-statuses';

it.each(MAILING_LISTS)("labels every status of the %s, in the contracts' order", (list) => {
  expect(Object.keys(LIST_STATUS_LABELS[list])).toEqual(LIST_STATUSES[list]);
  expect(statusLabelsOf(list)).toBe(LIST_STATUS_LABELS[list]);
});

it('names a waiting entry of the wait list by what it does, and no status of the contact messages', () => {
  expect(LIST_STATUS_LABELS.waitlist.confirmed).toBe('Waiting');
  expect(LIST_STATUS_LABELS.newsletter.confirmed).toBe('Confirmed');
  expect(statusLabelsOf('contact')).toEqual({});
});
