import { STAFF_ROLES, type StaffRole } from '@fns/contracts';
import { model, Schema, type InferSchemaType, type Types } from 'mongoose';

/** An invitation to the team: its link's token is kept only as a hash, like a password. */
const staffInvitationSchema = new Schema(
  {
    email: { type: String, required: true, index: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    tokenHash: { type: String, required: true, unique: true },
    invitedById: { type: Schema.Types.ObjectId, required: true },
    invitedByName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    /** Set once, when the link is used: the claim that makes it single-use. */
    usedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

export type StaffInvitationDoc = Omit<InferSchemaType<typeof staffInvitationSchema>, 'role'> & { _id: Types.ObjectId; role: StaffRole };

export const StaffInvitation = model<StaffInvitationDoc>('StaffInvitation', staffInvitationSchema, 'staff_invitations');
