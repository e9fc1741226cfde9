import type { RemoteName } from '../lib/remotes';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** Admin screens: without a stored token the shell redirects to /admin/login. */
  requiresAdminToken?: boolean;
}

/** SPEC section 2's route table: every route and the remote that renders it. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'mfe_marketing' },
  { path: '/how-it-works', remote: 'mfe_marketing' },
  { path: '/features', remote: 'mfe_marketing' },
  { path: '/blog', remote: 'mfe_blog' },
  { path: '/blog/:slug', remote: 'mfe_blog' },
  { path: '/about', remote: 'mfe_marketing' },
  { path: '/help', remote: 'mfe_marketing' },
  { path: '/contact', remote: 'mfe_marketing' },
  { path: '/faqs', remote: 'mfe_marketing' },
  { path: '/legal', remote: 'mfe_marketing' },
  { path: '/privacy-policy', remote: 'mfe_marketing' },
  { path: '/terms-of-service', remote: 'mfe_marketing' },
  { path: '/cookies-policy', remote: 'mfe_marketing' },
  { path: '/button-demo', remote: 'mfe_marketing' },
  { path: '/card-demo', remote: 'mfe_marketing' },
  { path: '/animation-demo', remote: 'mfe_marketing' },
  { path: '/form-demo', remote: 'mfe_marketing' },
  { path: '/admin/login', remote: 'mfe_admin' },
  { path: '/admin/dashboard', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/posts/new', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/posts/edit/:id', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/manage-cats-tags', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/waitlist', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/newsletter', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/messages', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/releases', remote: 'mfe_admin', requiresAdminToken: true },
];
