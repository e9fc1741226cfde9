import { buttonClassName, PRODUCT_NAME, usePageMeta } from '@fns/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LINK_TEXTS } from './link-texts';
import type { LinkView } from './link-view';
import styles from './link-page.module.scss';

/** The id of the page's one h1, for what it names (a form). */
export const LINK_HEADING_ID = 'link-page-heading';

/**
 * The page of a link from a mail (/confirm/{token}, /waitlist/status/{token}, /welcome?code=…,
 * /preferences/{token}), rendered on the server and read without JavaScript: a panel with the view's
 * heading and sentence, then `children` (a form: LinkAction, LinkForm; sections: LinkSection; the way
 * home); "Loading..." until the view is known. Never indexed.
 */
export function LinkPage({ view, children }: { view: LinkView | undefined; children?: ReactNode }) {
  usePageMeta(view ? { title: view.heading, noIndex: true } : { title: PRODUCT_NAME, exactTitle: true, noIndex: true });
  return (
    <section className={styles.band}>
      <div className={styles.panel}>
        {view ? (
          <>
            <h1 id={LINK_HEADING_ID} className={styles.heading}>
              {view.heading}
            </h1>
            {view.sentence && <p className={styles.sentence}>{view.sentence}</p>}
            {children}
          </>
        ) : (
          <p role="status">{LINK_TEXTS.loading}</p>
        )}
      </div>
    </section>
  );
}

/** The way out of a link's page. */
export function HomeLink() {
  return (
    <Link to="/" className={buttonClassName({ variant: 'tertiary', className: styles.home })}>
      {LINK_TEXTS.home}
    </Link>
  );
}
