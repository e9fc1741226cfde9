import type { SubscriptionLink } from '@fns/contracts';
import { fetchLink } from '../../components/link-page/fetch-link';

/**
 * GET /api/subscriptions/{token}: which list a mail's link is about, what it does and where the
 * sign-up stands. Reading it changes nothing (only the page's POST does).
 */
export const fetchSubscriptionLink = (token: string | undefined, signal?: AbortSignal): Promise<SubscriptionLink> =>
  fetchLink<SubscriptionLink>('/subscriptions/', token, signal);
