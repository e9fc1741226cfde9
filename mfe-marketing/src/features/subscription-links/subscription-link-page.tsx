import type { SubscriptionLink } from '@fns/contracts';
import { useDeferred } from '@fns/design-system/data';
import { useLoaderData } from 'react-router-dom';
import { LinkAction } from '../../components/link-page/link-action';
import { LinkPage } from '../../components/link-page/link-page';
import { linkViewOf, type LinkView } from '../../components/link-page/link-view';
import type { SubscriptionLinkData } from './subscription-link-loader';

/**
 * A mail link's page, working without JavaScript: its view of the link (`viewOf`) with, while there
 * is something to do, the button whose POST does it (LinkAction).
 */
export function SubscriptionLinkPage({ viewOf }: { viewOf: (link: SubscriptionLink) => LinkView }) {
  const link = useDeferred(useLoaderData<SubscriptionLinkData>().link);
  const view = linkViewOf(link, viewOf);
  return (
    <LinkPage view={view}>
      <LinkAction view={view} />
    </LinkPage>
  );
}
