import type { SubscriptionLink } from '@fns/contracts';
import { Button, buttonClassName, PRODUCT_NAME, usePageMeta } from '@fns/design-system';
import { isNotFound, useDeferred } from '@fns/design-system/data';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { FAILED_VIEW, INVALID_VIEW, type LinkView } from './link-view';
import { LINK_TEXTS } from './subscription-link-content';
import type { SubscriptionLinkData } from './subscription-link-loader';
import styles from './subscription-link-page.module.scss';

const HEADING_ID = 'subscription-link-heading';

/**
 * A mail link's page, rendered on the server and working without JavaScript: its view of the link
 * (`viewOf`) with a plain form that POSTs to the page's own address (shell/server/subscription-links.ts),
 * which answers with a redirect back here, now showing the new state. Never indexed.
 */
export function SubscriptionLinkPage({ viewOf }: { viewOf: (link: SubscriptionLink) => LinkView }) {
  const link = useDeferred(useLoaderData<SubscriptionLinkData>().link);
  const { pathname } = useLocation();
  const view =
    link.status === 'loading'
      ? undefined
      : link.status === 'loaded'
        ? viewOf(link.data)
        : isNotFound(link.error)
          ? INVALID_VIEW
          : FAILED_VIEW;
  usePageMeta(view ? { title: view.heading, noIndex: true } : { title: PRODUCT_NAME, exactTitle: true, noIndex: true });

  return (
    <section className={styles.band}>
      <div className={styles.panel}>
        {view ? (
          <>
            <h1 id={HEADING_ID} className={styles.heading}>
              {view.heading}
            </h1>
            {view.sentence && <p className={styles.sentence}>{view.sentence}</p>}
            {view.button ? (
              <form method="post" action={pathname} aria-labelledby={HEADING_ID} className={styles.form}>
                <Button type="submit" size="cta">
                  {view.button}
                </Button>
              </form>
            ) : (
              <Link to="/" className={buttonClassName({ variant: 'tertiary', className: styles.home })}>
                {LINK_TEXTS.home}
              </Link>
            )}
          </>
        ) : (
          <p role="status">{LINK_TEXTS.loading}</p>
        )}
      </div>
    </section>
  );
}
