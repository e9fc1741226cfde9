/**
 * Staff roles and what each may do (no zod here: the console's bundles import it): the one table the API enforces (auth.middleware.ts) and the
 * console reads to show only what a role can use. Every bearer-authenticated operation of the
 * OpenAPI document has a rule here; the API's tests walk them all for each role.
 */

export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};

export const PERMISSIONS = [
  /** One's own account: profile, password, two-factor, sessions, log out. */
  'account',
  /** Write posts and edit one's own drafts (and their revisions and previews), upload and pick media. */
  'posts.write',
  /** Publish, schedule and delete one's own posts. */
  'posts.publish',
  /** Every post, whoever wrote it. */
  'posts.all',
  /** Delete media from the library. */
  'media.manage',
  /** Categories and tags. */
  'taxonomy',
  /** Invite staff (an Editor: Contributors and Authors only) and see the team. */
  'staff.invite',
  /** Change roles, suspend and delete staff. */
  'staff.manage',
  /** The wait list, newsletter and contact lists: figures, exports, erasure, invitations, sends. */
  'audience',
  /** Mail settings, outbox and suppressions. */
  'mail',
  /** Register, promote and roll back remote releases. */
  'releases',
  /** Backups, and exporting and importing the content. */
  'backups',
  /** The audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CONTRIBUTOR: readonly Permission[] = ['account', 'posts.write'];
const AUTHOR: readonly Permission[] = [...CONTRIBUTOR, 'posts.publish'];
const EDITOR: readonly Permission[] = [...AUTHOR, 'posts.all', 'media.manage', 'taxonomy', 'staff.invite'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  contributor: CONTRIBUTOR,
  author: AUTHOR,
  editor: EDITOR,
  administrator: PERMISSIONS,
};

/** Which roles each role may give in an invitation. */
export const INVITABLE_ROLES: Record<StaffRole, readonly StaffRole[]> = {
  contributor: [],
  author: [],
  editor: ['contributor', 'author'],
  administrator: STAFF_ROLES,
};

/** Every bearer-authenticated operation, as "METHOD path" of the OpenAPI document, and the permission it takes. */
export const OPERATION_PERMISSIONS = {
  'POST /api/auth/logout': 'account',
  'GET /api/auth/account': 'account',
  'PUT /api/auth/account/email': 'account',
  'PUT /api/auth/account/password': 'account',
  'GET /api/auth/account/2fa': 'account',
  'POST /api/auth/account/2fa/setup': 'account',
  'POST /api/auth/account/2fa/enable': 'account',
  'POST /api/auth/account/2fa/recovery-codes': 'account',
  'POST /api/auth/account/2fa/disable': 'account',
  'GET /api/auth/sessions': 'account',
  'DELETE /api/auth/sessions/{id}': 'account',

  'POST /api/posts': 'posts.write',
  'GET /api/posts/{id}': 'posts.write',
  'PUT /api/posts/{id}': 'posts.write',
  'DELETE /api/posts/{id}': 'posts.write',
  'GET /api/admin/posts': 'posts.write',
  'GET /api/admin/posts/{id}/revisions': 'posts.write',
  'GET /api/admin/posts/{id}/revisions/{revisionId}': 'posts.write',
  'POST /api/admin/posts/{id}/revisions/{revisionId}/restore': 'posts.write',
  'POST /api/admin/posts/{id}/preview': 'posts.write',

  'GET /api/admin/media': 'posts.write',
  'POST /api/admin/media': 'posts.write',
  'DELETE /api/admin/media/{id}': 'media.manage',

  'POST /api/categories': 'taxonomy',
  'DELETE /api/categories/{id}': 'taxonomy',
  'POST /api/tags': 'taxonomy',
  'DELETE /api/tags/{id}': 'taxonomy',

  'GET /api/admin/stats': 'audience',
  'GET /api/admin/signups': 'audience',
  'GET /api/admin/waitlist': 'audience',
  'GET /api/admin/waitlist.csv': 'audience',
  'DELETE /api/admin/waitlist/{id}': 'audience',
  'GET /api/admin/newsletter': 'audience',
  'GET /api/admin/newsletter.csv': 'audience',
  'DELETE /api/admin/newsletter/{id}': 'audience',
  'GET /api/admin/contact': 'audience',
  'GET /api/admin/contact.csv': 'audience',
  'DELETE /api/admin/contact/{id}': 'audience',
  'PATCH /api/admin/contact/{id}': 'audience',
  'GET /api/admin/waitlist/invitations': 'audience',
  'POST /api/admin/waitlist/invitations': 'audience',
  'POST /api/admin/waitlist/{id}/invitation': 'audience',
  'DELETE /api/admin/waitlist/{id}/invitation': 'audience',
  'GET /api/admin/posts/{id}/newsletter': 'audience',
  'POST /api/admin/posts/{id}/newsletter': 'audience',
  'POST /api/admin/posts/{id}/newsletter/test': 'audience',

  'GET /api/admin/mail': 'mail',
  'GET /api/admin/mail/outbox': 'mail',
  'POST /api/admin/mail/outbox/{id}/retry': 'mail',
  'GET /api/admin/mail/suppressions': 'mail',
  'POST /api/admin/mail/test': 'mail',

  'GET /api/admin/remotes': 'releases',
  'POST /api/admin/remotes/{remote}/versions': 'releases',
  'GET /api/admin/remotes/{remote}/versions/{version}': 'releases',
  'POST /api/admin/remotes/{remote}/promote': 'releases',
  'POST /api/admin/remotes/{remote}/rollback': 'releases',
  'POST /api/admin/remotes/previews': 'releases',

  'GET /api/admin/staff': 'staff.invite',
  'POST /api/admin/staff/invitations': 'staff.invite',
  'DELETE /api/admin/staff/invitations/{id}': 'staff.invite',
  'PATCH /api/admin/staff/{id}': 'staff.manage',
  'DELETE /api/admin/staff/{id}': 'staff.manage',

  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit.csv': 'audit',

  'GET /api/admin/backups': 'backups',
  'GET /api/admin/content/export': 'backups',
  'POST /api/admin/content/import': 'backups',
  'GET /api/admin/content/imports/{id}': 'backups',
} as const satisfies Record<string, Permission>;
export type Operation = keyof typeof OPERATION_PERMISSIONS;

export const roleHas = (role: StaffRole, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);
export const roleMayCall = (role: StaffRole, operation: Operation): boolean => roleHas(role, OPERATION_PERMISSIONS[operation]);

/* The team's statuses and invitation links. */

export const STAFF_STATUSES = ['active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** How long an invitation link works. */
export const STAFF_INVITATION_DAYS = 7;
/** The query parameter of the invitation link: /admin/join?token=… */
export const STAFF_INVITATION_PARAM = 'token';
