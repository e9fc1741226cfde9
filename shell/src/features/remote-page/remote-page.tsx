import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteRoute, type RemoteName } from '../../lib/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-page.module.scss';

/**
 * Renders the page a remote provides for `path`. Loading and rendering failures stay inside this
 * region, behind a retry; the header, footer and dialog keep working.
 */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Page = useMemo(
    () =>
      lazy(async () => {
        const { Component } = await loadRemoteRoute(remote, path, attempt > 0);
        // A remote's component is usually lazy itself, and lazy() must resolve to a function.
        return { default: () => <Component /> };
      }),
    [remote, path, attempt],
  );
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<p className={styles.loading} role="status">Loading…</p>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
