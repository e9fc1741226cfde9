/** What the audit log records (no zod here: the console's bundles import it). */

export const AUDIT_ACTIONS = [
  'post.publish',
  'post.delete',
  'staff.invite',
  'staff.role',
  'staff.suspend',
  'staff.reactivate',
  'staff.delete',
  'account.2fa-on',
  'account.2fa-off',
  'account.password',
  'audience.export',
  'audience.erase',
  'content.export',
  'content.import',
  'release.promote',
  'release.rollback',
  'backup.run',
  'backup.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'post.publish': 'Published a post',
  'post.delete': 'Deleted a post',
  'staff.invite': 'Invited a staff member',
  'staff.role': 'Changed a role',
  'staff.suspend': 'Suspended a staff member',
  'staff.reactivate': 'Reactivated a staff member',
  'staff.delete': 'Deleted a staff member',
  'account.2fa-on': 'Turned on two-factor authentication',
  'account.2fa-off': 'Turned off two-factor authentication',
  'account.password': 'Changed their password',
  'audience.export': 'Exported a list',
  'audience.erase': 'Erased a person',
  'content.export': 'Exported the content',
  'content.import': 'Imported content',
  'release.promote': 'Promoted a release',
  'release.rollback': 'Rolled back a release',
  'backup.run': 'Backed up the database',
  'backup.restore': 'Restored the database',
};
