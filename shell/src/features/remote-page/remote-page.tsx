import { lazy, Suspense, useMemo } from 'react';
import { useRouteError } from 'react-router-dom';
import type { RemoteName } from '@fns/contracts/remotes';
import { loadRemoteRoute } from '../../lib/remotes';
import { RemoteFallback } from '../rarely-shown/rarely-shown';
import { isServerRenderUnavailable } from './server-render-unavailable';
import styles from './remote-page.module.scss';

/** A page region whose page is still on its way. */
export function RegionLoading() {
  return (
    <p className={styles.loading} role="status">
      Loading…
    </p>
  );
}

/** A remote's page rendered in the browser only (the admin screens behind the token guard). */
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
    <Suspense fallback={<RegionLoading />}>
      <Page />
    </Suspense>
  );
}

/** The fallback for a region that failed, in the boundary where its chunk can arrive (see rarely-shown.tsx). */
function FailedRegion({ error, remote }: { error: unknown; remote: RemoteName }) {
  return (
    <Suspense fallback={null}>
      <RemoteFallback error={error} remote={remote} />
    </Suspense>
  );
}

/** An admin route's error element shows the fallback. */
export function RouteFallback({ remote }: { remote: RemoteName }) {
  return <FailedRegion error={useRouteError()} remote={remote} />;
}

/**
 * A public route's error element. When the server could not load the remote's server code, it
 * sends the region loading and the browser renders the page (see the bootstrap); any other failure
 * shows the fallback.
 */
export function RemoteRouteError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  return isServerRenderUnavailable(error) ? <RegionLoading /> : <FailedRegion error={error} remote={remote} />;
}
