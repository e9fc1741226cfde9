import type { SubscriptionStatus } from '@fns/contracts';

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

/** A sign-up to a mailing list: pending until its confirmation link is used (double opt-in). */
export interface Subscription {
  status: SubscriptionStatus;
  /** ISO 8601; null while pending, and for sign-ups from before confirmation by mail. */
  confirmedAt: string | null;
}

export interface WaitlistEntry extends AudienceEntry, Subscription {
  fullName: string;
  company: string | null;
}

export interface Subscriber extends AudienceEntry, Subscription {}

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

/** A mailing list's sign-ups by where they stand. */
export type SubscriptionCounts = Record<SubscriptionStatus, number>;

/** GET /api/admin/stats. */
export interface AudienceStats {
  waitlist: ListCounts & SubscriptionCounts;
  newsletter: ListCounts & SubscriptionCounts;
  contact: ListCounts & { unhandled: number };
}
