import type { MessageBody, NewsletterOverview, NewsletterSend } from '@fns/contracts';
import { guarded, readJson, sendAdmin } from './api-client';
import { NEWSLETTER_ERRORS } from './api-messages';

const newsletterPath = (postId: string) => `/admin/posts/${encodeURIComponent(postId)}/newsletter`;

/**
 * GET /api/admin/posts/{id}/newsletter: the mail as it will be sent (for a sample subscriber), how
 * many it would go to now, and the post's sends, newest first (a 409 says the post is not published).
 */
export function fetchNewsletterOverview(postId: string): Promise<NewsletterOverview> {
  return guarded(NEWSLETTER_ERRORS.overview, async () =>
    readJson<NewsletterOverview>(await sendAdmin(newsletterPath(postId), NEWSLETTER_ERRORS)),
  );
}

/** POST /api/admin/posts/{id}/newsletter/test: the mail to one address; resolves with the server's message. */
export function sendNewsletterTest(postId: string, to: string): Promise<string> {
  return guarded(NEWSLETTER_ERRORS.test, async () => {
    const response = await sendAdmin(`${newsletterPath(postId)}/test`, NEWSLETTER_ERRORS, { method: 'POST', body: { to } });
    return (await readJson<MessageBody>(response)).message;
  });
}

/**
 * POST /api/admin/posts/{id}/newsletter: the mail queued for every confirmed subscriber not suppressed.
 * A post that went out already is refused (409) unless `resend` says the admin confirmed sending it again.
 */
export function sendNewsletter(postId: string, resend: boolean): Promise<NewsletterSend> {
  return guarded(NEWSLETTER_ERRORS.send, async () =>
    readJson<NewsletterSend>(
      await sendAdmin(newsletterPath(postId), NEWSLETTER_ERRORS, { method: 'POST', body: resend ? { resend } : {} }),
    ),
  );
}
