import { INVITE_CODE_PARAM } from '@fns/contracts/remotes';
import { useDeferred } from '@fns/design-system/data';
import { useLoaderData } from 'react-router-dom';
import { LinkAction } from '../../components/link-page/link-action';
import { LinkPage } from '../../components/link-page/link-page';
import { linkViewOf } from '../../components/link-page/link-view';
import type { InvitationData } from './invitation-loader';
import { INVALID_INVITATION, invitationView } from './invitation-view';

export { loader } from './invitation-loader';

/** The query the page reads, and keeps in its form's address. */
const QUERY = [INVITE_CODE_PARAM];

/**
 * /welcome?code={code}: the link of an invitation mail (a private route: its code is a secret). Join
 * POSTs to this same address (shell/server/subscription-links.ts), which joins and sends the visitor
 * back here to "You're in!". Complete without JavaScript.
 */
export default function InvitationPage() {
  const invitation = useDeferred(useLoaderData<InvitationData>().invitation);
  const view = linkViewOf(invitation, invitationView, INVALID_INVITATION);
  return (
    <LinkPage view={view}>
      <LinkAction view={view} query={QUERY} />
    </LinkPage>
  );
}
