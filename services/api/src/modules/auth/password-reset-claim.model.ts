import { model, Schema } from 'mongoose';

/**
 * One password reset per account state: `_id` is `${userId}:${passwordChangedAt ms}`, inserted
 * before the new password is written. Unique `_id`s are atomic on FerretDB and MongoDB alike (a
 * conditional update is not, on FerretDB), so of two uses of one link at once exactly one goes on.
 */
const passwordResetClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const PasswordResetClaim = model('PasswordResetClaim', passwordResetClaimSchema, 'password_reset_claims');
