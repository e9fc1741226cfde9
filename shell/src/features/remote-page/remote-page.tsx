import { lazy, Suspense, useMemo } from 'react';
import { loadRemoteRoute, type RemoteName } from '../../lib/remotes';
import styles from './remote-page.module.scss';

/**
 * A remote's page rendered in the browser only (the admin screens behind the token guard). A
 * failure to load or render reaches the route's error element.
 */
export function ClientRemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const Page = useMemo(
    () =>
      lazy(async () => {
        const { page } = await loadRemoteRoute(remote, path);
        return page();
      }),
    [remote, path],
  );
  return (
    <Suspense fallback={<p className={styles.loading} role="status">Loading…</p>}>
      <Page />
    </Suspense>
  );
}
