import type { RemoteRoute } from '@fns/design-system';

const postEditorPage = () => import('../features/post-editor/post-editor-page');

/** The admin remote's routes; paths match the shell's route table, which guards the protected ones. */
export const routes: RemoteRoute[] = [
  { path: '/admin/login', page: () => import('../features/login/login-page') },
  { path: '/admin/forgot-password', page: () => import('../features/password-reset/forgot-password-page') },
  { path: '/admin/reset-password', page: () => import('../features/password-reset/reset-password-page') },
  { path: '/admin/dashboard', page: () => import('../features/dashboard/dashboard-page') },
  { path: '/admin/posts/new', page: postEditorPage },
  { path: '/admin/posts/edit/:id', page: postEditorPage },
  { path: '/admin/posts/newsletter/:id', page: () => import('../features/newsletter-send/newsletter-send-page') },
  { path: '/admin/manage-cats-tags', page: () => import('../features/taxonomy/taxonomy-page') },
  { path: '/admin/waitlist', page: () => import('../features/audience/waitlist-page') },
  { path: '/admin/newsletter', page: () => import('../features/audience/newsletter-page') },
  { path: '/admin/messages', page: () => import('../features/audience/messages-page') },
  { path: '/admin/releases', page: () => import('../features/releases/releases-page') },
  { path: '/admin/email', page: () => import('../features/email/email-page') },
  { path: '/admin/account', page: () => import('../features/account/account-page') },
  { path: '/admin/export-import', page: () => import('../features/content-transfer/content-transfer-page') },
];
