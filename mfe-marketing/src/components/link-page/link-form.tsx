import { Button, type ButtonSize } from '@fns/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

interface LinkFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The submit button's label. */
  button: string;
  /** The query parameters kept in the address it POSTs to (none: the path alone). */
  query?: readonly string[];
  size?: ButtonSize;
  /** Fields sent with it (hidden ones, a confirmation checkbox). */
  children?: ReactNode;
}

/**
 * A plain form that POSTs to the page's own address (shell/server/subscription-links.ts answers with
 * a redirect back, now showing the new state). Works without JavaScript.
 */
export function LinkForm({ labelledBy, button, query = [], size = 'cta', children }: LinkFormProps) {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={ownAddress(pathname, search, query)} aria-labelledby={labelledBy} className={styles.form}>
      {children}
      <Button type="submit" size={size}>
        {button}
      </Button>
    </form>
  );
}
