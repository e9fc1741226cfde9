import { parseRemoteManifest, type RemoteManifest } from '../../scripts/server/remote-manifest';
import type { RemoteName } from '../src/lib/remotes';
import { logger } from './logger';
import { remoteLoadFailures } from './metrics';
import type { LiveRemotes } from './render/page-assets';
import type { PromotedManifests } from './remote-registry';
import type { RemoteManifestUrls } from './runtime-config';

export interface LiveRemotesOptions {
  /** How often every manifest is fetched again: a redeployed remote is live within this. */
  pollMs?: number;
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
  /** The releases promoted in the registry (registryReader), which replace the configured manifests. */
  registry?: () => Promise<PromotedManifests>;
}

export async function fetchManifest(url: string, timeoutMs: number): Promise<RemoteManifest> {
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
 * The remotes' live deployments, from their manifests, fetched again every `pollMs`: the release
 * promoted in the registry when there is one, else the configured manifest. A remote whose manifest
 * cannot be fetched keeps its last version (its files stay where they were); one never fetched is
 * absent, and its pages fall back to the browser. A registry that cannot be read leaves the last
 * promotions it named in place. Listeners hear of every change.
 */
export function liveRemotes(
  urls: RemoteManifestUrls,
  { pollMs = 2_000, fetchTimeoutMs = 2_000, warn = (message) => logger.warn(message), registry }: LiveRemotesOptions = {},
) {
  let current: LiveRemotes = {};
  let promoted: PromotedManifests = {};
  const listeners = new Set<(remotes: LiveRemotes) => void>();
  const failing = new Set<RemoteName | 'registry'>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Warns once per outage, not on every poll. */
  function failed(source: RemoteName | 'registry', message: string): void {
    if (!failing.has(source)) warn(`${source}: ${message}`);
    failing.add(source);
  }

  async function readRegistry(): Promise<void> {
    if (!registry) return;
    try {
      promoted = await registry();
      failing.delete('registry');
    } catch (error) {
      failed('registry', `not read, the last promotions stay (${(error as Error).message})`);
    }
  }

  async function refresh(): Promise<void> {
    await readRegistry();
    const next: LiveRemotes = { ...current };
    const sources = { ...urls, ...promoted };
    await Promise.all(
      (Object.entries(sources) as Array<[RemoteName, string]>).map(async ([name, manifestUrl]) => {
        try {
          next[name] = { manifestUrl, manifest: await fetchManifest(manifestUrl, fetchTimeoutMs) };
          failing.delete(name);
        } catch (error) {
          remoteLoadFailures.inc({ source: 'manifest' });
          failed(name, `no manifest (${(error as Error).message})`);
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
