import type { SubscriptionStatus } from '@fns/contracts';
import type { AudienceColumn } from './audience-config';
import type { Subscription } from '../../lib/audience-types';

/** Where a sign-up stands, as the Status column and filter name it. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** Where a sign-up stands (the wait list's and the newsletter's column): pending until its confirmation link is used. */
export const statusColumn = <Item extends Subscription>(): AudienceColumn<Item> => ({
  header: 'Status',
  cell: (item) => SUBSCRIPTION_STATUS_LABELS[item.status],
});
