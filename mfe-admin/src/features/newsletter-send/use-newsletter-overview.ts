import type { NewsletterOverview } from '@fns/contracts';
import { useCallback } from 'react';
import { useProgressPoll } from '../../hooks/use-progress-poll';
import { NEWSLETTER_ERRORS } from '../../lib/api-messages';
import { fetchNewsletterOverview } from '../../lib/newsletter-api';

const sendsOf = (overview: NewsletterOverview) => overview.sends;

/**
 * A post's newsletter: the mail, its audience and its sends, read again every PROGRESS_POLL_MS while a
 * send's mail is queued (useProgressPoll); `watched`, the sends seen sending, whose progress is told.
 */
export function useNewsletterOverview(postId: string) {
  const request = useCallback(() => fetchNewsletterOverview(postId), [postId]);
  const { data: overview, ...rest } = useProgressPoll(request, sendsOf, NEWSLETTER_ERRORS.overview);
  return { overview, ...rest };
}

export type NewsletterOverviewState = ReturnType<typeof useNewsletterOverview>;
