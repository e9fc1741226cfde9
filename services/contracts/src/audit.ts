import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions';

/** The audit log: who did what, kept AUDIT_RETENTION_DAYS (Administrators read and export it). */

/** One entry of GET /api/admin/audit (and a row of /api/admin/audit.csv). */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who: a staff member by name and role, or a tool ("scheduled backup", "command line"). */
  actor: z.string(),
  actorRole: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was done to, in words ("Post 12: Moving home", "wendy@example.com as Author"). */
  target: z.string(),
  address: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
