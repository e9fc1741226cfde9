import type { SubscriptionLink } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { useDeferred } from '@fns/design-system/data';
import { useLoaderData, useLocation } from 'react-router-dom';
import { HomeLink, LINK_HEADING_ID, LinkPage } from '../../components/link-page/link-page';
import { linkViewOf } from '../../components/link-page/link-view';
import type { SubscriptionLinkView } from './link-view';
import type { SubscriptionLinkData } from './subscription-link-loader';
import styles from './subscription-link-page.module.scss';

/**
 * A mail link's page, working without JavaScript: its view of the link (`viewOf`) with a plain form
 * that POSTs to the page's own address (shell/server/subscription-links.ts), which answers with a
 * redirect back here, now showing the new state.
 */
export function SubscriptionLinkPage({ viewOf }: { viewOf: (link: SubscriptionLink) => SubscriptionLinkView }) {
  const link = useDeferred(useLoaderData<SubscriptionLinkData>().link);
  const { pathname } = useLocation();
  const view: SubscriptionLinkView | undefined = linkViewOf(link, viewOf);

  return (
    <LinkPage view={view}>
      {view?.button ? (
        <form method="post" action={pathname} aria-labelledby={LINK_HEADING_ID} className={styles.form}>
          <Button type="submit" size="cta">
            {view.button}
          </Button>
        </form>
      ) : (
        <HomeLink />
      )}
    </LinkPage>
  );
}
