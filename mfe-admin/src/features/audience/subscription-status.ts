import type { MailingList } from '@fns/contracts';
import type { AudienceColumn } from './audience-config';
import type { Subscription } from '../../lib/audience-types';
import { LIST_STATUS_LABELS } from '../../lib/subscription-statuses';

/** Where a sign-up stands (the wait list's and the newsletter's column), as its list names it. */
export const statusColumn = <List extends MailingList, Item extends Subscription<List>>(list: List): AudienceColumn<Item> => ({
  header: 'Status',
  cell: (item) => LIST_STATUS_LABELS[list][item.status],
});
