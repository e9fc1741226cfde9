import { model, Schema, type InferSchemaType } from 'mongoose';

export const ADMIN_ROLE = 'admin';

const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    role: { type: String, required: true, default: ADMIN_ROLE },
    /** Lower-cased; where password-reset links and contact notifications go. One account per address (auth.service.ts checks). */
    email: { type: String, default: null },
    // Tokens issued before this instant are rejected, so a password reset signs everyone out.
    passwordChangedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, timestamps: true },
);

export type AdminUserDoc = InferSchemaType<typeof adminUserSchema>;

export const AdminUser = model('AdminUser', adminUserSchema, 'admin_users');
