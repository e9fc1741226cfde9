import { z } from 'zod';
import { STAFF_ROLES, STAFF_STATUSES } from './roles';

/* The team: GET /api/admin/staff, invitations by mail, role and status changes (roles.ts has the role table). */

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: staffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet accepted (an expired one is listed until it is replaced or withdrawn). */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string().describe("The inviter's name"),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /api/admin/staff */
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /api/staff-invitations/{token}: what the invitee is asked to accept. */
export const staffInvitationViewSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitationView = z.infer<typeof staffInvitationViewSchema>;

/** POST /api/staff-invitations/{token}/accept: the new account is signed in at once. */
export const acceptedInvitationSchema = z.object({ token: z.string(), message: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
