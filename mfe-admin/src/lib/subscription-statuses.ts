import type { MailingList, SubscriptionStatus } from '@fns/contracts';
import type { AudienceList, ListStatus } from './audience-types';

/**
 * Where each list's sign-ups stand, as the console names it (the Status column and filter, the
 * dashboard's counts), in the order they go through (the contracts' LIST_STATUSES: a test holds
 * the two together). A confirmed wait list entry is waiting for its turn.
 */
export const LIST_STATUS_LABELS: { [List in MailingList]: Record<ListStatus<List>, string> } = {
  waitlist: { pending: 'Pending', confirmed: 'Waiting', invited: 'Invited', joined: 'Joined', removed: 'Removed' },
  newsletter: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
};

/** A list's statuses and their labels, as the screens every list shares take them. */
export type StatusLabels = Readonly<Partial<Record<SubscriptionStatus, string>>>;

/** The statuses of a list's entries with their labels; none for the contact messages. */
export const statusLabelsOf = (list: AudienceList): StatusLabels => (list === 'contact' ? {} : LIST_STATUS_LABELS[list]);
