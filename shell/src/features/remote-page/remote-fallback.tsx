import { Button } from '@fns/design-system';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import type { RemoteName } from '@fns/contracts/remotes';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { reportRemoteFailure } from '../../lib/remotes';
import styles from './remote-fallback.module.scss';

/**
 * The retry loads a fresh document rather than the remote again in this one: the browser keeps the
 * failures of this page's preloads and would hand them to the next request for the same files.
 */
const reloadPage = () => window.location.reload();

/**
 * The page region when its remote could not be loaded or threw; header, footer and dialog keep
 * working. The failure is reported to the server, which counts it against the remote's version.
 */
export function RemoteFallback({ error, remote }: { error: unknown; remote: RemoteName }) {
  const { reportToken } = useRuntimeConfig();
  useEffect(() => {
    console.error('A part of the site failed:', error);
    reportRemoteFailure(remote, reportToken);
  }, [error, remote, reportToken]);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title">This part of the site is unavailable right now</h1>
      <p>It could not be loaded. The rest of the site still works — you can try again in a moment.</p>
      <Button variant="primary" onClick={reloadPage}>
        Try again
      </Button>
    </section>
  );
}

/** A route's error element shows the fallback. */
export function RouteFallback({ remote }: { remote: RemoteName }) {
  return <RemoteFallback error={useRouteError()} remote={remote} />;
}
