import { Button } from '@fns/design-system';
import { useLocation } from 'react-router-dom';
import { HomeLink, LINK_HEADING_ID } from './link-page';
import type { LinkView } from './link-view';
import styles from './link-page.module.scss';

/**
 * The page's own address as the server rendered it: its path, and of its query only the parameters
 * the page reads (`query`, its route's in the route table), so the browser's form matches the server's.
 */
function ownAddress(pathname: string, search: string, query: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams(query.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  return kept.size > 0 ? `${pathname}?${kept}` : pathname;
}

/**
 * What a mail link's page offers under its view: with the view's button, a plain form that POSTs to
 * the page's own address (shell/server/subscription-links.ts answers with a redirect back here, now
 * showing the new state) and the view's small print; without one, the way home. Works without JavaScript.
 */
export function LinkAction({ view, query = [] }: { view: LinkView | undefined; query?: readonly string[] }) {
  const { pathname, search } = useLocation();
  if (!view) return null;
  if (!view.button) return <HomeLink />;
  return (
    <>
      <form method="post" action={ownAddress(pathname, search, query)} aria-labelledby={LINK_HEADING_ID} className={styles.form}>
        <Button type="submit" size="cta">
          {view.button}
        </Button>
      </form>
      {view.note && <p className={styles.note}>{view.note}</p>}
    </>
  );
}
