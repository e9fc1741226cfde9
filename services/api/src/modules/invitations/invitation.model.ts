import { model, Schema } from 'mongoose';

/*
 * On the embedded FerretDB every document an update or delete touches costs a scan of its
 * collection (about 28 ms each at 10 000 documents), while an insert of a thousand costs one
 * transaction. So a batch of invitations writes new documents only: the entries it invites are
 * marked by a document of their own in `waitlist_progress`, read over the entry's stored status.
 */

/** One invitation: its id is in its code (a signed link token). Written once, never changed. */
const invitationSchema = new Schema(
  {
    entry: { type: Schema.Types.ObjectId, required: true },
    /** The batch that sent it; null for one resent by itself. */
    batch: { type: Schema.Types.ObjectId, default: null },
    firstName: { type: String, default: null },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
export const Invitation = model('Invitation', invitationSchema, 'invitations');

/**
 * A wait list entry that was invited: `_id` is the entry's, so two batches at once invite a person
 * once (the unique `_id` decides). It names the invitation whose code works now (a resend replaces
 * it) and when that one expires; `joinedAt` once the person joined. Revoking deletes it: the person
 * waits in line again.
 */
const progressSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    invitation: { type: Schema.Types.ObjectId, required: true },
    batch: { type: Schema.Types.ObjectId, default: null },
    invitedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    joinedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
export const WaitlistProgress = model('WaitlistProgress', progressSchema, 'waitlist_progress');

/** An invitation an administrator took back (the console counts them). Written once. */
const revocationSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    entry: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const InvitationRevocation = model('InvitationRevocation', revocationSchema, 'invitation_revocations');

/**
 * A batch of invitations: whether all its steps are done, and how many it invited. One still
 * `preparing` a minute on (its instance crashed) is finished by any instance's sweep: every step is
 * a unique insert, so nobody is invited twice.
 */
const batchSchema = new Schema(
  {
    state: { type: String, enum: ['preparing', 'queued'], default: 'preparing' },
    /** People it invited (some chosen may have been invited by another batch meanwhile). */
    size: { type: Number, default: 0 },
  },
  { versionKey: false, timestamps: true },
);
export const InvitationBatch = model('InvitationBatch', batchSchema, 'invitation_batches');

/**
 * Whom a batch is for, with what their mail needs (`_id` the batch's): kept apart from the batch,
 * whose list is read often (FerretDB reads whole documents, up to 10 000 people here).
 */
const batchPeopleSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    people: { type: [new Schema({ entry: Schema.Types.ObjectId, email: String, firstName: String }, { _id: false })], required: true },
  },
  { versionKey: false },
);
export const InvitationBatchPeople = model('InvitationBatchPeople', batchPeopleSchema, 'invitation_batch_people');
