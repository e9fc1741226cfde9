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
    // A reset link names the password it replaces by this instant: once the password changes, the link is dead.
    passwordChangedAt: { type: Date, required: true, default: () => new Date() },
    /** TOTP (two-factor.ts): the secrets sealed with a key from JWT_SECRET, recovery codes as SHA-256 hashes. */
    twoFactor: {
      enabled: { type: Boolean, default: false },
      secret: { type: String, default: null },
      /** A secret being set up: it counts once a code from it is confirmed. */
      pendingSecret: { type: String, default: null },
      /** The time step of the last code used: that one and older are refused (no replay). */
      lastStep: { type: Number, default: 0 },
      recoveryCodes: { type: [String], default: [] },
    },
  },
  { versionKey: false, timestamps: true },
);

export type AdminUserDoc = Omit<InferSchemaType<typeof adminUserSchema>, 'role' | 'status'> & {
  role: StaffRole;
  status: StaffStatus;
};

export const AdminUser = model<AdminUserDoc>('AdminUser', adminUserSchema, 'admin_users');
