import type { SubscriptionLink } from '@fns/contracts';
import { apiUrl, readMessage } from '@fns/design-system';
import { NotFoundError } from '@fns/design-system/data';
import { LINK_TEXTS } from './subscription-link-content';

/** A token the API does not know (or no longer honours): the page shows "not valid", the server answers 404. */
export class LinkNotFoundError extends NotFoundError {
  constructor() {
    super(LINK_TEXTS.invalid);
  }
}

/**
 * GET /api/subscriptions/{token}: which list a mail's link is about, what it does and where the
 * sign-up stands. Reading it changes nothing (only the page's POST does). A token the API refuses
 * (404, or 400 for one of the wrong shape) is no valid link.
 */
export async function fetchSubscriptionLink(token: string | undefined, signal?: AbortSignal): Promise<SubscriptionLink> {
  if (!token) throw new LinkNotFoundError();
  const response = await fetch(apiUrl(`/subscriptions/${encodeURIComponent(token)}`), { signal });
  if (response.status === 404 || response.status === 400) throw new LinkNotFoundError();
  if (!response.ok) throw new Error((await readMessage(response)) ?? `HTTP error! status: ${response.status}`);
  return (await response.json()) as SubscriptionLink;
}
