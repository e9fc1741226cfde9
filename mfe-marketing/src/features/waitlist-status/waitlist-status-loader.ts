import type { WaitlistStanding } from '@fns/contracts';
import type { PageLoaderArgs } from '@fns/design-system';
import type { Deferred } from '@fns/design-system/data';
import { fetchWaitlistStanding } from './waitlist-status-api';

/** The data of a wait list entry's page (/waitlist/status/{token}). */
export interface WaitlistStatusData {
  standing: Deferred<WaitlistStanding>;
}

/** Returns at once; the server settles the standing before it renders (a token the API refuses: a 404 page). */
export function loader({ params, request }: PageLoaderArgs): WaitlistStatusData {
  return { standing: fetchWaitlistStanding(params.token, request.signal) };
}
