import { parseRemoteManifest, type RemoteManifest } from '../../scripts/server/remote-manifest';
import type { RemoteName } from '../src/lib/remotes';
import { logger } from './logger';
import { remoteLoadFailures } from './metrics';
import type { LiveRemotes } from './render/page-assets';
import type { RemoteManifestUrls } from './runtime-config';

export interface LiveRemotesOptions {
  /** How often every manifest is fetched again: a redeployed remote is live within this. */
  pollMs?: number;
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
}

async function fetchManifest(url: string, timeoutMs: number): Promise<RemoteManifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = parseRemoteManifest(await response.json());
  if (!manifest) throw new Error(`${url} is not a remote manifest`);
  return manifest;
}

/** "mfe_blog@1.0.0-ab12…,…": the versions a page is rendered with; it changes when any remote's does. */
export const versionsKey = (remotes: LiveRemotes) =>
  Object.entries(remotes)
    .map(([name, remote]) => `${name}@${remote.manifest.version}`)
    .sort()
    .join(',');

/**
 * The remotes' live deployments, from their manifests, fetched again every `pollMs`. A remote
 * whose manifest cannot be fetched keeps its last version (its files stay where they were); one
 * never fetched is absent, and its pages fall back to the browser. Listeners hear of every change.
 */
export function liveRemotes(
  urls: RemoteManifestUrls,
  { pollMs = 5_000, fetchTimeoutMs = 2_000, warn = (message) => logger.warn(message) }: LiveRemotesOptions = {},
) {
  let current: LiveRemotes = {};
  const listeners = new Set<(remotes: LiveRemotes) => void>();
  const failing = new Set<RemoteName>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function refresh(): Promise<void> {
    const next: LiveRemotes = { ...current };
    await Promise.all(
      (Object.entries(urls) as Array<[RemoteName, string]>).map(async ([name, manifestUrl]) => {
        try {
          next[name] = { manifestUrl, manifest: await fetchManifest(manifestUrl, fetchTimeoutMs) };
          failing.delete(name);
        } catch (error) {
          remoteLoadFailures.inc({ source: 'manifest' });
          // Warn once per outage, not on every poll.
          if (!failing.has(name)) warn(`${name}: no manifest (${(error as Error).message})`);
          failing.add(name);
        }
      }),
    );
    if (versionsKey(next) === versionsKey(current)) return;
    current = next;
    for (const listener of listeners) listener(current);
  }

  return {
    /** Fetches every manifest once, then keeps polling. */
    async start(): Promise<void> {
      await refresh();
      const poll = () => {
        if (stopped) return;
        timer = setTimeout(() => void refresh().finally(poll), pollMs);
        timer.unref();
      };
      poll();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    current: () => current,
    onChange(listener: (remotes: LiveRemotes) => void) {
      listeners.add(listener);
    },
  };
}

export type LiveRemotesSource = ReturnType<typeof liveRemotes>;
