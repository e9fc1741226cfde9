import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteRoute, type RemoteName } from '../../lib/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-page.module.scss';

/**
 * Renders the page a remote provides for `path`. Loading and rendering failures stay inside this
 * region, behind a retry; the header, footer and dialog keep working.
 */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const { pathname } = useLocation();
  const Page = useMemo(
    () =>
      lazy(async () => {
        const { Component } = await loadRemoteRoute(remote, path);
        // A remote's component is usually lazy itself, and lazy() must resolve to a function.
        return { default: () => <Component /> };
      }),
    [remote, path],
  );
  return (
    <RemoteErrorBoundary key={pathname}>
      <Suspense fallback={<p className={styles.loading} role="status">Loading…</p>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
