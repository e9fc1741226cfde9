import type { SubscriptionLink } from '@fns/contracts';
import type { PageLoaderArgs } from '@fns/design-system';
import type { Deferred } from '@fns/design-system/data';
import { fetchSubscriptionLink } from './subscription-link-api';

/** The data of a mail link's page (/confirm/{token}, /unsubscribe/{token}). */
export interface SubscriptionLinkData {
  link: Deferred<SubscriptionLink>;
}

/** Returns at once; the server settles the link before it renders (a token the API refuses: a 404 page). */
export function loader({ params, request }: PageLoaderArgs): SubscriptionLinkData {
  return { link: fetchSubscriptionLink(params.token, request.signal) };
}
