/**
 * The one table of remotes and routes: every place that names a remote (the shell's server and
 * browser code, the API's registry, the release commands, the stack's scripts, each remote's build)
 * reads it here. No zod here: browser bundles import this module.
 */
export const REMOTES = [
  {
    name: 'mfe_marketing',
    key: 'marketing',
    folder: 'mfe-marketing',
    package: '@fns/mfe-marketing',
    port: 3001,
    urlVariable: 'MARKETING_REMOTE_URL',
  },
  { name: 'mfe_blog', key: 'blog', folder: 'mfe-blog', package: '@fns/mfe-blog', port: 3002, urlVariable: 'BLOG_REMOTE_URL' },
  { name: 'mfe_admin', key: 'admin', folder: 'mfe-admin', package: '@fns/mfe-admin', port: 3003, urlVariable: 'ADMIN_REMOTE_URL' },
] as const;

export type RemoteInfo = (typeof REMOTES)[number];
/** A remote's federation container name (its scope), e.g. mfe_blog. */
export type RemoteName = RemoteInfo['name'];
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];

/** A remote as people name it (`blog`, `mfe-blog` or `mfe_blog` alike), or undefined. */
export const findRemote = (named: string): RemoteInfo | undefined => {
  const key = named.replace(/^mfe[-_]/, '');
  return REMOTES.find((remote) => remote.key === key);
};

/** The shell's own port, and the API's, beside the remotes' (REMOTES[].port). */
export const SHELL_PORT = 3000;
export const API_PORT = 4000;

/** The manifest a remote's server publishes by default (the shell's *_REMOTE_URL defaults). */
export const defaultManifestUrl = (remote: RemoteInfo) => `http://localhost:${remote.port}/remote-manifest.json`;

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** Admin screens: without a stored token the shell redirects to /admin/login. */
  requiresAdminToken?: boolean;
  /**
   * The query parameters its page reads on the server (parsed as URLSearchParams does). Any other
   * is ignored for rendering and caching: `/?x=<random>` is the page `/`.
   */
  query?: readonly string[];
  /**
   * A page for its requester alone: its address holds a secret (a mail's link token), so the shell
   * keeps it in no cache (its own or a shared one), search engines are told not to index it, and it
   * sends no Referer.
   */
  private?: boolean;
}

/**
 * Where a remote's page failed, in the order they come: its manifest (the server fetches it), its
 * entry script, the shared singletons its container is given, an exposed module (./routes, a page's
 * chunk), then rendering it.
 */
export const FAILURE_STAGES = ['manifest', 'entry', 'shared', 'module', 'render'] as const;
export type FailureStage = (typeof FAILURE_STAGES)[number];

/** The Core Web Vitals visitors' browsers report (RUM): Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift unitless. */
export const VITALS = ['LCP', 'INP', 'CLS'] as const;
export type Vital = (typeof VITALS)[number];

/** The query parameter of the admin console's preview links: /blog/{slug}?preview={token}. */
export const PREVIEW_PARAM = 'preview';
/** The query parameter of an invitation mail's link: /welcome?code={code} (INVITE_URL's default). */
export const INVITE_CODE_PARAM = 'code';
/** The query flag the preference page is sent back with after "Erase me": /preferences/{token}?erased=1. */
export const PREFERENCES_ERASED_PARAM = 'erased';

/** SPEC section 2's route table: every route and the remote that renders it. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'mfe_marketing' },
  { path: '/how-it-works', remote: 'mfe_marketing' },
  { path: '/features', remote: 'mfe_marketing' },
  { path: '/blog', remote: 'mfe_blog' },
  { path: '/blog/:slug', remote: 'mfe_blog', query: [PREVIEW_PARAM] },
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
  // The links in sign-up mail: a page with one button whose POST confirms or unsubscribes.
  { path: '/confirm/:token', remote: 'mfe_marketing', private: true },
  { path: '/unsubscribe/:token', remote: 'mfe_marketing', private: true },
  // A wait list entry's own page, its token a secret as a mail link's is: where it stands, its referral link.
  { path: '/waitlist/status/:token', remote: 'mfe_marketing', private: true },
  // The link in an invitation mail: its code, a secret too, is in the query, which the page reads on the
  // server (`query`); its one button POSTs to the same address and joins.
  { path: '/welcome', remote: 'mfe_marketing', private: true, query: [INVITE_CODE_PARAM] },
  // The link at the foot of every list mail: the address's lists, each with its button, and "Erase me". After
  // erasing, its token names nothing any more: the flag in the query lets the page say "You're erased".
  { path: '/preferences/:token', remote: 'mfe_marketing', private: true, query: [PREFERENCES_ERASED_PARAM] },
  { path: '/admin/login', remote: 'mfe_admin' },
  { path: '/admin/forgot-password', remote: 'mfe_admin' },
  // The link in a password-reset mail: its token is in the query.
  { path: '/admin/reset-password', remote: 'mfe_admin', private: true },
  // The link in a staff invitation mail: its token is in the query.
  { path: '/admin/join', remote: 'mfe_admin', private: true },
  { path: '/admin/dashboard', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/posts/new', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/posts/edit/:id', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/posts/newsletter/:id', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/manage-cats-tags', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/waitlist', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/newsletter', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/messages', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/releases', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/email', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/staff', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/audit', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/account', remote: 'mfe_admin', requiresAdminToken: true },
  { path: '/admin/export-import', remote: 'mfe_admin', requiresAdminToken: true },
];

/** The routes a remote serves: the paths of the route table that map to it. */
export const routesOf = (remote: RemoteName): RouteEntry[] => ROUTE_TABLE.filter((route) => route.remote === remote);
