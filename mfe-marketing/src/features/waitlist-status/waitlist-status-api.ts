import type { WaitlistStanding } from '@fns/contracts';
import { fetchLink } from '../../components/link-page/fetch-link';

/** GET /api/waitlist/status/{token}: where a wait list entry stands now (its place changes: the API answers no-store). */
export const fetchWaitlistStanding = (token: string | undefined, signal?: AbortSignal): Promise<WaitlistStanding> =>
  fetchLink<WaitlistStanding>('/waitlist/status/', token, signal);
