import mongoose, { type Model, type QueryFilter, type Types } from 'mongoose';
import { LIST_STATUSES, type SubscriptionStatus } from '@fns/contracts';
import type { CsvColumn } from '../../lib/csv-download';
import { ContactMessage } from '../contact/contact-message.model';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.model';
import { waitlistProgress } from '../invitations/waitlist-progress';
import { WaitlistEntry } from '../waitlist/waitlist-entry.model';

/** What every stored entry has (the schemas keep timestamps). */
export interface Entry {
  _id: Types.ObjectId;
  createdAt: Date;
}

/**
 * One of the lists the public forms fill, as the admin console reads it: everything the generic
 * routes (paging, search, CSV, delete) need to know about it.
 */
export interface AudienceList<Row extends Entry = Entry> {
  /** The path segment (/api/admin/{name}) and the start of the CSV file's name. */
  name: string;
  notFoundMessage: string;
  /**
   * The three models differ in their fields, and mongoose's Model type is invariant in them (no
   * common type but Model<any>): each list holds its model as a Model<unknown>, and rows are typed
   * where they are read, through lean<Row>().
   */
  model: Model<unknown>;
  /** The stored fields read besides the id and creation time: never others, such as the bot score. */
  fields: readonly string[];
  /** Fields `q` is looked for in. */
  searchFields: readonly string[];
  /** Set for lists whose entries get handled (PATCH { handled }, the unhandled filter and count): what "not handled yet" means. */
  unhandledFilter?: QueryFilter<unknown>;
  /** Set for the lists people sign up to by mail (double opt-in): the statuses they can be filtered and counted by. */
  statuses?: readonly [SubscriptionStatus, ...SubscriptionStatus[]];
  /**
   * The wait list's: statuses kept beside the entries (invited, joined: modules/invitations), each
   * read over its entry's stored `confirmed`; what its rows show besides; what goes with an entry erased.
   */
  progress?: {
    statuses(): Promise<Map<string, SubscriptionStatus>>;
    extras(ids: readonly Types.ObjectId[]): Promise<Map<string, object>>;
    erase(id: string): Promise<void>;
  };
  toItem(row: Row): object;
  csvColumns: readonly CsvColumn<Row>[];
}

const idOf = (row: Entry) => String(row._id);
const createdAtOf = (row: Entry) => row.createdAt.toISOString();
const createdAtColumn: CsvColumn<Entry> = { header: 'Created at', cell: createdAtOf };

/** A sign-up's status and confirmation time; one stored before double opt-in has neither, and is confirmed. */
interface SubscriptionRow extends Entry {
  status?: SubscriptionStatus | null;
  confirmedAt?: Date | null;
}
const subscriptionFields = ['status', 'confirmedAt'] as const;
const subscriptionOf = (row: SubscriptionRow) => ({
  status: row.status ?? 'confirmed',
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});
const subscriptionColumns: CsvColumn<SubscriptionRow>[] = [
  { header: 'Status', cell: (row) => subscriptionOf(row).status },
  { header: 'Confirmed at', cell: (row) => subscriptionOf(row).confirmedAt ?? '' },
];

interface WaitlistRow extends SubscriptionRow {
  fullName: string;
  email: string;
  company?: string | null;
}

const waitlist: AudienceList<WaitlistRow> = {
  name: 'waitlist',
  notFoundMessage: 'Wait list entry not found.',
  model: WaitlistEntry as unknown as Model<unknown>,
  fields: ['fullName', 'email', 'company', ...subscriptionFields],
  searchFields: ['fullName', 'email'],
  statuses: LIST_STATUSES.waitlist,
  progress: waitlistProgress,
  toItem: (row) => ({
    id: idOf(row),
    fullName: row.fullName,
    email: row.email,
    company: row.company ?? null,
    createdAt: createdAtOf(row),
    ...subscriptionOf(row),
  }),
  csvColumns: [
    createdAtColumn,
    { header: 'Full name', cell: (row) => row.fullName },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Company', cell: (row) => row.company ?? '' },
    ...subscriptionColumns,
  ],
};

interface NewsletterRow extends SubscriptionRow {
  email: string;
}

const newsletter: AudienceList<NewsletterRow> = {
  name: 'newsletter',
  notFoundMessage: 'Newsletter subscriber not found.',
  model: NewsletterSubscriber as unknown as Model<unknown>,
  fields: ['email', ...subscriptionFields],
  searchFields: ['email'],
  statuses: LIST_STATUSES.newsletter,
  toItem: (row) => ({ id: idOf(row), email: row.email, createdAt: createdAtOf(row), ...subscriptionOf(row) }),
  csvColumns: [createdAtColumn, { header: 'Email', cell: (row) => row.email }, ...subscriptionColumns],
};

interface ContactRow extends Entry {
  name: string;
  email: string;
  subject: string;
  message: string;
  handled?: boolean;
}

const contact: AudienceList<ContactRow> = {
  name: 'contact',
  notFoundMessage: 'Contact message not found.',
  model: ContactMessage as unknown as Model<unknown>,
  fields: ['name', 'email', 'subject', 'message', 'handled'],
  searchFields: ['name', 'email'],
  // Messages stored before the flag existed have none: they count as not handled.
  unhandledFilter: { handled: mongoose.trusted({ $ne: true }) },
  toItem: (row) => ({
    id: idOf(row),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handled === true,
    createdAt: createdAtOf(row),
  }),
  csvColumns: [
    createdAtColumn,
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Subject', cell: (row) => row.subject },
    { header: 'Message', cell: (row) => row.message },
    { header: 'Handled', cell: (row) => (row.handled === true ? 'yes' : 'no') },
  ],
};

/** The three lists, in the order the console shows them. */
export const AUDIENCE_LISTS: readonly AudienceList[] = [waitlist, newsletter, contact];
