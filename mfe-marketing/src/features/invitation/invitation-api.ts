import type { InvitationView } from '@fns/contracts';
import { fetchLink } from '../../components/link-page/fetch-link';

/** GET /api/invitations/{code}: where an invitation stands; reading it changes nothing (only the page's POST joins). */
export const fetchInvitation = (code: string | undefined, signal?: AbortSignal): Promise<InvitationView> =>
  fetchLink<InvitationView>('/invitations/', code, signal);
