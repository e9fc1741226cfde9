import { model, Schema, type Types } from 'mongoose';

/**
 * One signed-in browser: a token is good only while its session (its id is the token's jti) is
 * here, on every API instance. Log out, "sign out" from the list, a password change and a deleted
 * account remove sessions; expired ones go whenever a new one starts (FerretDB has no TTL index).
 */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
    userAgent: { type: String, default: null },
    address: { type: String, default: null },
  },
  { versionKey: false },
);

export interface SessionDoc {
  _id: string;
  userId: Types.ObjectId;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  address: string | null;
}

export const StaffSession = model<SessionDoc>('StaffSession', sessionSchema, 'staff_sessions');
