import type { InvitationView } from '@fns/contracts';
import { INVITE_CODE_PARAM } from '@fns/contracts/remotes';
import type { PageLoaderArgs } from '@fns/design-system';
import type { Deferred } from '@fns/design-system/data';
import { fetchInvitation } from './invitation-api';

/** The data of an invitation's page (/welcome?code={code}). */
export interface InvitationData {
  invitation: Deferred<InvitationView>;
}

/**
 * Returns at once; the server settles the invitation before it renders (the route table has the
 * shell pass the code's query on). No code, or one the API refuses: the "not valid" page, a 404.
 */
export function loader({ request }: PageLoaderArgs): InvitationData {
  const code = new URL(request.url).searchParams.get(INVITE_CODE_PARAM) ?? undefined;
  return { invitation: fetchInvitation(code, request.signal) };
}
