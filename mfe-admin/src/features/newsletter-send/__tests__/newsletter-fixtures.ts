import type { NewsletterOverview, NewsletterSend } from '@fns/contracts';
import { answer, routeFetch, type FetchMock } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import NewsletterSendPage from '../newsletter-send-page';

export const OVERVIEW_API = 'GET /api/admin/posts/7/newsletter';
export const TEST_API = 'POST /api/admin/posts/7/newsletter/test';
export const SEND_API = 'POST /api/admin/posts/7/newsletter';
export const ACCOUNT_API = 'GET /api/auth/account';

export const SENT_AT = '2026-04-15T09:30:00.000Z';

export const sendOf = (id: string, progress: NewsletterSend['progress'], createdAt = SENT_AT): NewsletterSend => ({
  id,
  createdAt,
  recipients: progress.queued + progress.sent + progress.failed,
  progress,
});

export const overviewOf = (sends: NewsletterSend[] = [], audience = 120): NewsletterOverview => ({
  subject: 'How we found our first customer',
  html: '<!doctype html><html><body><h1>How we found our first customer</h1><a href="https://example.com/blog/first?utm_source=newsletter">Read on the site</a></body></html>',
  text: 'How we found our first customer\n\nRead on the site: https://example.com/blog/first?utm_source=newsletter',
  audience,
  sends,
});

/** The screen of post 7, each route answered as `routes` says (the account with the admin's address unless told). */
export function openNewsletter(fetchMock: FetchMock, routes: Parameters<typeof routeFetch>[1]) {
  routeFetch(fetchMock, { [ACCOUNT_API]: () => answer(200, { username: 'admin', email: 'admin@example.com' }), ...routes });
  return renderAt(NewsletterSendPage, '/admin/posts/newsletter/7', '/admin/posts/newsletter/:id');
}
