import { HomeLink, LINK_HEADING_ID } from './link-page';
import { LinkForm } from './link-form';
import type { LinkView } from './link-view';
import styles from './link-page.module.scss';

/**
 * What a mail link's page offers under its view: with the view's button, its form (LinkForm, named
 * by the page's heading) and the view's small print; without one, the way home.
 */
export function LinkAction({ view, query = [] }: { view: LinkView | undefined; query?: readonly string[] }) {
  if (!view) return null;
  if (!view.button) return <HomeLink />;
  return (
    <>
      <LinkForm labelledBy={LINK_HEADING_ID} button={view.button} query={query} />
      {view.note && <p className={styles.note}>{view.note}</p>}
    </>
  );
}
