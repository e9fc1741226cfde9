import type { EntryInvitation, LIST_STATUSES, MailingList, SubscriptionStatus } from '@fns/contracts';

/** The three lists the public site collects, as the admin API names them. */
export type AudienceList = 'waitlist' | 'newsletter' | 'contact';

/** What every entry of every list has. */
export interface AudienceEntry {
  /** 24 hex characters. */
  id: string;
  email: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Where a sign-up to `List` may stand (the contracts' LIST_STATUSES): the wait list's go on to invited and joined. */
export type ListStatus<List extends MailingList> = (typeof LIST_STATUSES)[List][number];

/** A sign-up to a mailing list: pending until its confirmation link is used (double opt-in). */
export interface Subscription<List extends MailingList> {
  status: ListStatus<List>;
  /** ISO 8601; null while pending, and for sign-ups from before confirmation by mail. */
  confirmedAt: string | null;
}

export interface WaitlistEntry extends AudienceEntry, Subscription<'waitlist'> {
  fullName: string;
  company: string | null;
  /** Its latest invitation; null when it was never invited. */
  invitation: EntryInvitation;
}

export interface Subscriber extends AudienceEntry, Subscription<'newsletter'> {}

export type ContactSubject = 'general' | 'support' | 'partnership' | 'feedback';

export interface ContactMessage extends AudienceEntry {
  name: string;
  subject: ContactSubject;
  message: string;
  handled: boolean;
}

/** What narrows a list and its CSV export; `unhandled` applies to contact messages only, `status` to the mailing lists. */
export interface AudienceFilter {
  q: string;
  unhandled: boolean;
  /** null: every sign-up, whatever it stands at. */
  status: SubscriptionStatus | null;
}

export interface ListCounts {
  total: number;
  last7Days: number;
}

/** A mailing list's sign-ups by where they stand: a count for each of the list's statuses. */
export type SubscriptionCounts<List extends MailingList> = Record<ListStatus<List>, number>;

/** GET /api/admin/stats. */
export interface AudienceStats {
  waitlist: ListCounts & SubscriptionCounts<'waitlist'>;
  newsletter: ListCounts & SubscriptionCounts<'newsletter'>;
  contact: ListCounts & { unhandled: number };
}
