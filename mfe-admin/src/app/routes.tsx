import type { RemoteRoute } from '@fns/design-system';
import { forRole } from './role-gate';

const postEditorPage = forRole('posts.write', () => import('../features/post-editor/post-editor-page'));

/**
 * The admin remote's routes; paths match the shell's route table, which guards the protected ones.
 * A screen a role cannot use says so (forRole), as the role table (@fns/contracts) has it.
 */
export const routes: RemoteRoute[] = [
  { path: '/admin/login', page: () => import('../features/login/login-page') },
  { path: '/admin/forgot-password', page: () => import('../features/password-reset/forgot-password-page') },
  { path: '/admin/reset-password', page: () => import('../features/password-reset/reset-password-page') },
  { path: '/admin/join', page: () => import('../features/staff/join-page') },
  { path: '/admin/dashboard', page: () => import('../features/dashboard/dashboard-page') },
  { path: '/admin/posts/new', page: postEditorPage },
  { path: '/admin/posts/edit/:id', page: postEditorPage },
  { path: '/admin/posts/newsletter/:id', page: forRole('audience', () => import('../features/newsletter-send/newsletter-send-page')) },
  { path: '/admin/manage-cats-tags', page: forRole('taxonomy', () => import('../features/taxonomy/taxonomy-page')) },
  { path: '/admin/waitlist', page: forRole('audience', () => import('../features/audience/waitlist-page')) },
  { path: '/admin/newsletter', page: forRole('audience', () => import('../features/audience/newsletter-page')) },
  { path: '/admin/messages', page: forRole('audience', () => import('../features/audience/messages-page')) },
  { path: '/admin/releases', page: forRole('releases', () => import('../features/releases/releases-page')) },
  { path: '/admin/email', page: forRole('mail', () => import('../features/email/email-page')) },
  { path: '/admin/staff', page: forRole('staff.invite', () => import('../features/staff/staff-page')) },
  { path: '/admin/audit', page: forRole('audit', () => import('../features/audit/audit-page')) },
  { path: '/admin/account', page: () => import('../features/account/account-page') },
  { path: '/admin/export-import', page: forRole('backups', () => import('../features/content-transfer/content-transfer-page')) },
];
