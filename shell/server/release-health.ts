import { addressKey, WindowCounter } from '@fns/server-kit';
import { RENDER_REPORTS_MAX } from '@fns/contracts';
import type { RemoteName } from '@fns/contracts/remotes';
import { logger } from './logger';
import { routeOfPath } from '../src/lib/route-of-path';
import type { LiveRemotes } from './render/page-assets';

interface Count {
  remote: RemoteName;
  version: string;
  renders: number;
  failures: number;
}

/** A visitor counts once per remote version per visit: once counted, not again that window nor the next (30 to 60 minutes). */
const VISIT_MS = 30 * 60 * 1000;
/** Visitor keys remembered per window: bounded memory; past it, further visitors are not counted until the next window. */
const VISITORS_MAX = 50_000;

/**
 * Counts, per remote version, the visitors whose page this server rendered and those for whom it
 * failed (a region the server could not render, or their browser's error report), and sends the
 * counts to the API's registry every `flushMs` as a site server (SITE_SERVER_SECRET), where a
 * failing canary is rolled back. Counts that could not be sent are sent with the next ones.
 *
 * A visitor (an address, IPv6 by its /64) counts at most one render and one failure per version
 * per visit: a visitor reloading a thousand times would otherwise drown the others' failures, or
 * fake a thousand. A window counter of limit 1 remembers who was counted in constant time and
 * bounded memory. A failure also counts its visitor's render: their page may have come from the
 * page cache, which is not a render, and a failure is never counted against nobody.
 */
export function releaseHealth({
  apiUrl,
  siteServerSecret,
  flushMs = 2_000,
}: {
  apiUrl: string;
  siteServerSecret: string | undefined;
  flushMs?: number;
}) {
  const counts = new Map<string, Count>();
  const seen = new WindowCounter({ limit: 1, windowMs: VISIT_MS, maxKeys: VISITORS_MAX });
  const url = new URL('/api/remotes/reports', apiUrl).href;
  let failing = false;
  if (!siteServerSecret) logger.warn('SITE_SERVER_SECRET is not set: no page is counted for the release registry');

  function add({ remote, version, renders, failures }: Count): void {
    const key = `${remote}@${version}`;
    const count = counts.get(key) ?? { remote, version, renders: 0, failures: 0 };
    count.renders += renders;
    count.failures += failures;
    counts.set(key, count);
  }

  function countVisitor(remote: RemoteName, version: string, address: string, failed: boolean): void {
    if (!siteServerSecret) return;
    const visitor = `${addressKey(address)} ${remote}@${version}`;
    const renders = seen.take(`render ${visitor}`) ? 1 : 0;
    const failures = failed && seen.take(`failure ${visitor}`) ? 1 : 0;
    if (renders + failures > 0) add({ remote, version, renders, failures });
  }

  async function flush(): Promise<void> {
    if (!siteServerSecret || counts.size === 0) return;
    // The API takes RENDER_REPORTS_MAX a call; the others go next time.
    const reports = [...counts.values()].slice(0, RENDER_REPORTS_MAX);
    for (const { remote, version } of reports) counts.delete(`${remote}@${version}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${siteServerSecret}` },
        body: JSON.stringify({ reports }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      failing = false;
    } catch (error) {
      for (const report of reports) add(report);
      if (!failing) logger.warn(`render counts not sent, kept for the next try (${(error as Error).message})`);
      failing = true;
    }
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    /** A page rendered for `path` with `remotes` and sent to `address`; `failed`: a region of it could not be rendered. */
    served(remotes: LiveRemotes, path: string, failed: boolean, address: string): void {
      const remote = routeOfPath(path)?.remote;
      const version = remote && remotes[remote]?.manifest.version;
      if (remote && version) countVisitor(remote, version, address, failed);
    },
    /** The browser at `address` showed the fallback in place of a remote's page. */
    failedInBrowser: (remote: RemoteName, version: string, address: string) => countVisitor(remote, version, address, true),
    flush,
    stop: () => clearInterval(timer),
  };
}
