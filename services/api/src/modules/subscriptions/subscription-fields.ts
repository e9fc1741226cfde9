import { Schema, trusted, type QueryFilter, type Types } from 'mongoose';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@fns/contracts';
import { sourceSchema, type SignUpSource } from './sign-up-source';

/** How a sign-up was given: when, from which form and page, and when it was confirmed. */
const consentSchema = new Schema(
  {
    at: { type: Date, required: true },
    form: { type: String, required: true },
    page: { type: String, default: null },
    confirmedAt: { type: Date, default: null },
  },
  { _id: false },
);

/**
 * What a newsletter subscriber and a wait list entry share (double opt-in). No default status:
 * entries stored before it existed signed up under single opt-in, and count as confirmed.
 */
export const subscriptionFields = {
  status: { type: String, enum: SUBSCRIPTION_STATUSES },
  confirmedAt: { type: Date, default: null },
  unsubscribedAt: { type: Date, default: null },
  consent: { type: consentSchema, default: null },
  /** Where the latest sign-up came from (the dashboard's sign-up figures); none on sign-ups from before it was recorded. */
  source: { type: sourceSchema, default: null },
};

/** A stored sign-up as read with lean(). */
export interface SubscriberRow {
  _id: Types.ObjectId;
  email: string;
  createdAt: Date;
  status?: SubscriptionStatus | null;
  confirmedAt?: Date | null;
  unsubscribedAt?: Date | null;
  consent?: { at: Date; form: string; page: string | null; confirmedAt: Date | null } | null;
  source?: SignUpSource | null;
  fullName?: string;
}

/** Where a sign-up stands; one stored before double opt-in has no status and is confirmed. */
export const statusOf = (row: Pick<SubscriberRow, 'status'>): SubscriptionStatus => row.status ?? 'confirmed';

/** The sign-ups at a status; one stored before double opt-in has none, and counts as confirmed. */
export const statusFilter = (status: SubscriptionStatus): QueryFilter<unknown> =>
  status === 'confirmed' ? { status: trusted({ $nin: SUBSCRIPTION_STATUSES.filter((other) => other !== 'confirmed') }) } : { status };
