import { Button } from '@fns/design-system';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@fns/contracts/remotes';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { messageOf, stageOf } from '../../lib/remote-failure';
import { reportRemoteFailure } from '../../lib/remotes';
import styles from './remote-fallback.module.scss';

/**
 * The retry loads a fresh document rather than the remote again in this one: the browser keeps the
 * failures of this page's preloads and would hand them to the next request for the same files.
 */
const reloadPage = () => window.location.reload();

/** A trace id for one failure: the visitor can quote it, and the server's log line and the Releases screen carry it. */
const newTraceId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The page region when its remote could not be loaded or threw; header, footer and dialog keep
 * working. The failure is reported to the server with its stage and a trace id, and counted
 * against the remote's version. Rendered through rarely-shown.tsx (its own chunk in browsers).
 */
export function RemoteFallback({ error, remote }: { error: unknown; remote: RemoteName }) {
  const { reportToken } = useRuntimeConfig();
  const { pathname } = useLocation();
  // Made in the browser (a server-rendered fallback is shown there again), once per failure.
  const [traceId, setTraceId] = useState('');
  useEffect(() => {
    const id = newTraceId();
    setTraceId(id);
    console.error(`A part of the site failed (trace ${id}):`, error);
    reportRemoteFailure(remote, reportToken, { stage: stageOf(error), route: pathname, message: messageOf(error), traceId: id });
  }, [error, remote, reportToken, pathname]);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title">This part of the site is unavailable right now</h1>
      <p>It could not be loaded. The rest of the site still works — you can try again in a moment.</p>
      {traceId && <p className={styles.trace}>Reference: {traceId}</p>}
      <Button variant="primary" onClick={reloadPage}>
        Try again
      </Button>
    </section>
  );
}
