/**
 * SPEC's route table: each page and the h1 it opens with, by remote. The e2e suites visit it; each
 * remote's route test checks its own rows against it (test-only: no shipped app imports it).
 */
export const PUBLIC_ROUTE_HEADINGS = {
  marketing: [
    ['/', 'Founders Never Solo'],
    ['/how-it-works', 'How It Works'],
    ['/features', 'Features'],
    ['/about', 'Our Purpose'],
    ['/help', 'Help Center'],
    ['/contact', 'Contact Us'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/legal', 'Legal'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookies-policy', 'Cookies Policy'],
    ['/button-demo', 'Button Showcase'],
    ['/card-demo', 'Card Showcase'],
    ['/animation-demo', 'Animation & Transition Showcase'],
    ['/form-demo', 'Form Demo'],
  ],
  blog: [['/blog', 'Blog']],
  admin: [
    ['/admin/login', 'Admin Login'],
    // /admin/reset-password needs a mail's token, as /confirm/{token} does: password-reset.spec.ts opens it.
    ['/admin/forgot-password', 'Forgot your password?'],
  ],
} satisfies Record<string, Array<[string, string]>>;

export type RemoteKey = keyof typeof PUBLIC_ROUTE_HEADINGS;

/** Every public route with its heading (the post page, /blog/{slug}, needs a real slug). */
export const PUBLIC_ROUTES: Array<[string, string]> = Object.values(PUBLIC_ROUTE_HEADINGS).flat();

/** The protected admin screens (the edit screen with a post id). */
export const ADMIN_ROUTES: Array<[string, string]> = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/posts/new', 'Create New Post'],
  ['/admin/posts/edit/1', 'Edit Post'],
  ['/admin/manage-cats-tags', 'Manage Categories & Tags'],
  ['/admin/waitlist', 'Wait list'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/messages', 'Messages'],
  ['/admin/releases', 'Releases'],
  ['/admin/email', 'E-mail'],
  ['/admin/staff', 'Staff'],
  ['/admin/audit', 'Audit log'],
  ['/admin/account', 'Your account'],
  ['/admin/export-import', 'Export and import'],
];
