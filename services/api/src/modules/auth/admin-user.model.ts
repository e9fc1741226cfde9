import { STAFF_ROLES, STAFF_STATUSES, type StaffRole, type StaffStatus } from '@fns/contracts';
import { model, Schema, type InferSchemaType } from 'mongoose';

const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    /** Shown in the console and, as a post's author, on the site; the username until one is set. */
    name: { type: String, default: null },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    /** A suspended account cannot sign in, and its sessions are refused. */
    status: { type: String, enum: STAFF_STATUSES, required: true, default: 'active' },
    /** Lower-cased; where password-reset links and contact notifications go. One account per address (auth.service.ts checks). */
    email: { type: String, default: null },
    // Tokens issued before this instant are rejected, so a password reset signs everyone out.
    passwordChangedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, timestamps: true },
);

export type AdminUserDoc = Omit<InferSchemaType<typeof adminUserSchema>, 'role' | 'status'> & {
  role: StaffRole;
  status: StaffStatus;
};

export const AdminUser = model<AdminUserDoc>('AdminUser', adminUserSchema, 'admin_users');
