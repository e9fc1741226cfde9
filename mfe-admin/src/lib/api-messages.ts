/** The admin console's error texts, exactly as SPEC section 8 (and section 5 for missing tokens) words them. */

export type TaxonomyType = 'category' | 'tag';

export const httpErrorText = (status: number) => `HTTP error! Status: ${status}.`;

export const LOGIN_ERRORS = {
  noToken: 'Login successful, but no token received.',
  failed: (statusText: string) => `Login failed: ${statusText}`,
  unexpected: 'An unexpected error occurred during login.',
} as const;

export const DASHBOARD_ERRORS = {
  noToken: 'Authentication token not found. Please log in again.',
  unauthorized: 'Unauthorized or forbidden. Please log in again.',
  unknown: 'An unknown error occurred.',
} as const;

export const DELETE_POST_ERRORS = {
  noToken: 'Authentication token not found.',
  notFound: 'Post not found.',
  unauthorized: 'Unauthorized or forbidden.',
  failed: 'Failed to delete post.',
} as const;

export const EDITOR_ERRORS = {
  noToken: 'Authentication token not found. Please log in.',
  fetchPost: (statusText: string) => `Failed to fetch post: ${statusText}`,
  loadPost: 'Failed to load post data.',
  loadTaxonomies: 'Failed to load categories/tags.',
  create: 'Failed to create post.',
  update: 'Failed to update post.',
  unknown: 'An unknown error occurred.',
} as const;

export const TAXONOMY_ERRORS = {
  fetchCategories: 'Failed to fetch categories',
  fetchTags: 'Failed to fetch tags',
  load: 'Failed to load data.',
  add: (type: TaxonomyType) => `Failed to add ${type}`,
  delete: (type: TaxonomyType, status: number) => `Failed to delete ${type}. Status: ${status}`,
  noToken: 'Authentication required.',
  unknown: 'An unknown error occurred.',
} as const;

/** The editor's preview and revisions. SPEC is silent on them: a missing token reads as on the editor, a 401/403 as on the dashboard. */
export const POST_HISTORY_ERRORS = {
  noToken: EDITOR_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  preview: 'Failed to create the preview link.',
  revisions: 'Failed to load the revisions.',
  revision: 'Failed to load the revision.',
  restore: 'Failed to restore the revision.',
} as const;

/** The audience screens' texts. SPEC is silent on them: a missing token and a 401/403 read as on the dashboard. */
export const AUDIENCE_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the list.',
  delete: 'Failed to delete the entry.',
  handled: 'Failed to update the message.',
  export: 'Failed to export the CSV file.',
  stats: 'Failed to load the counts.',
} as const;

/** The wait list's invitations. SPEC is silent on them: a missing token and a 401/403 read as on the dashboard. */
export const INVITATION_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  summary: 'Failed to load the invitations.',
  invite: 'Failed to send the invitations.',
  resend: 'Failed to resend the invitation.',
  revoke: 'Failed to revoke the invitation.',
} as const;

/** A post sent as the newsletter. SPEC is silent on it: a missing token and a 401/403 read as on the dashboard. */
export const NEWSLETTER_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  overview: 'Failed to load the newsletter.',
  test: 'Failed to send the test.',
  send: 'Failed to send the newsletter.',
} as const;

/** The dashboard's sign-up figures. SPEC is silent on them: a missing token and a 401/403 read as on the dashboard. */
export const SIGNUP_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the sign-ups.',
} as const;

/** The media library's texts. SPEC is silent on them: a missing token and a 401/403 read as on the dashboard. */
export const MEDIA_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the images.',
  upload: 'Failed to upload the image.',
} as const;

/** The releases screen's texts. SPEC is silent on it: a missing token and a 401/403 read as on the dashboard. */
export const RELEASE_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the releases.',
  promote: 'Failed to promote the version.',
  rollback: 'Failed to roll back.',
  preview: 'Failed to make a preview link.',
} as const;

/** The E-mail screen's texts. SPEC is silent on it: a missing token and a 401/403 read as on the dashboard. */
export const MAIL_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  overview: 'Failed to load the mail settings.',
  outbox: 'Failed to load the outbox.',
  retry: 'Failed to retry the message.',
  suppressions: 'Failed to load the unsubscribed addresses.',
  test: 'Failed to send the test mail.',
} as const;

/** The account screen's texts. SPEC is silent on it: a missing token and a 401 read as on the dashboard. */
export const ACCOUNT_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load your account.',
  save: 'Failed to save the e-mail address.',
} as const;

/** The signed-out password reset's texts (forgot password, reset password). */
export const PASSWORD_RESET_ERRORS = {
  request: 'Failed to send the reset link.',
  reset: 'Failed to set the new password.',
} as const;

/** The export and import screen's texts. SPEC is silent on it: a missing token and a 401/403 read as on the dashboard. */
export const CONTENT_TRANSFER_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  export: 'Failed to download the content export.',
  import: 'Failed to import the file.',
} as const;

export const BACKUP_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the backups.',
} as const;

/** The staff screen and the invitation link's page. SPEC is silent on them: a missing token and a 401/403 read as on the dashboard. */
export const STAFF_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the team.',
  invite: 'Failed to send the invitation.',
  withdraw: 'Failed to withdraw the invitation.',
  update: 'Failed to change the staff member.',
  delete: 'Failed to delete the staff member.',
  invitation: 'Failed to load the invitation.',
  accept: 'Failed to join the team.',
} as const;

/** The account screen's security sections (two-factor authentication, sessions, password). SPEC is silent on them: a missing token and a 401 read as on the dashboard. */
export const ACCOUNT_SECURITY_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  twoFactor: 'Failed to load two-factor authentication.',
  setup: 'Failed to start two-factor authentication.',
  enable: 'Failed to turn on two-factor authentication.',
  recoveryCodes: 'Failed to make new recovery codes.',
  disable: 'Failed to turn off two-factor authentication.',
  sessions: 'Failed to load your sessions.',
  endSession: 'Failed to sign out the session.',
  password: 'Failed to change the password.',
} as const;

/** The audit log. SPEC is silent on it: a missing token and a 401/403 read as on the dashboard. */
export const AUDIT_ERRORS = {
  noToken: DASHBOARD_ERRORS.noToken,
  unauthorized: DASHBOARD_ERRORS.unauthorized,
  load: 'Failed to load the audit log.',
  export: 'Failed to export the audit log.',
} as const;
