import { type LiveRegistry, parseRemoteManifest, type PinnedRelease, type RemoteManifest, type RemoteName } from '@fns/contracts';
import { fetchReleaseFile, integrityOf, releaseOrigins, type ReleaseOrigins } from '@fns/server-kit';
import { logger } from './logger';
import { remoteLoadFailures } from './metrics';
import type { LiveRemote, LiveRemotes } from './render/page-assets';

export interface LiveRemotesOptions {
  /** How often the registry and every manifest are read again: a promoted or redeployed remote is live within this. */
  pollMs: number;
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
  /** The releases promoted or in canary in the registry (registryReader); promoted ones replace the configured manifests. */
  registry?: () => Promise<LiveRegistry>;
  /** RELEASE_ORIGINS: where the registry's releases may be fetched from (the configured manifests are the operator's own); none when not given. */
  policy?: ReleaseOrigins;
  /** A registered release's manifest could not be fetched: told once per outage, as it is logged. */
  onManifestFailure?: (remote: RemoteName, version: string, message: string) => void;
}

/** What the shell renders: each remote's live version, and the canaries served to a share of visitors beside them. */
export interface LiveState {
  stable: LiveRemotes;
  canaries: Partial<Record<RemoteName, { remote: LiveRemote; percent: number }>>;
}

/** A manifest is a few kilobytes. */
const MANIFEST_MAX_BYTES = 256 * 1024;

/**
 * Reads a remote's manifest (no redirect followed, at most MANIFEST_MAX_BYTES, within
 * `timeoutMs`, from an origin `policy` allows). A registered release's (`pinned`) must be the very
 * bytes registered, naming the registered remote and version: nothing else is ever loaded.
 */
export async function fetchManifest(
  url: string,
  { policy, timeoutMs, pinned }: { policy: ReleaseOrigins; timeoutMs: number; pinned?: PinnedRelease & { remote: RemoteName } },
): Promise<RemoteManifest> {
  const bytes = await fetchReleaseFile(url, policy, { maxBytes: MANIFEST_MAX_BYTES, timeoutMs });
  if (pinned && integrityOf(bytes) !== pinned.integrity) throw new Error(`${url} is not the manifest registered: its sha256 differs`);
  let manifest: RemoteManifest | undefined;
  try {
    manifest = parseRemoteManifest(JSON.parse(bytes.toString('utf8')));
  } catch {
    manifest = undefined;
  }
  if (!manifest) throw new Error(`${url} is not a remote manifest`);
  if (pinned && (manifest.name !== pinned.remote || manifest.version !== pinned.version)) {
    throw new Error(`${url} is the manifest of ${manifest.name} ${manifest.version}, registered as ${pinned.remote} ${pinned.version}`);
  }
  return manifest;
}

/** "mfe_blog@1.0.0-ab12…,…": the versions a page is rendered with; it changes when any remote's does. */
export const versionsKey = (remotes: LiveRemotes) =>
  Object.entries(remotes)
    .map(([name, remote]) => `${name}@${remote.manifest.version}`)
    .sort()
    .join(',');

/** The stable versions and every canary with its share, as one key: it changes when any of them does. */
const stateKey = ({ stable, canaries }: LiveState) =>
  [versionsKey(stable), ...Object.entries(canaries).map(([name, { remote, percent }]) => `${name}@${remote.manifest.version}:${percent}%`)]
    .sort()
    .join(' ');

/**
 * The remotes' live deployments, from their manifests, fetched again every `pollMs`: the release
 * promoted in the registry when there is one, else the configured manifest, and the registry's
 * canaries. A remote whose manifest cannot be fetched keeps its last version (its files stay where
 * they were); one never fetched is absent, and its pages fall back to the browser; a canary whose
 * manifest cannot be fetched is not served. A registry that cannot be read leaves what it last said
 * in place. Listeners hear of every change.
 */
export function liveRemotes(
  urls: Record<RemoteName, string>,
  {
    pollMs,
    fetchTimeoutMs = 2_000,
    warn = (message) => logger.warn(message),
    registry,
    policy = releaseOrigins(new Set(), true),
    onManifestFailure = () => undefined,
  }: LiveRemotesOptions,
) {
  // The configured manifests' own origins, on any address: the operator chose them.
  const configured = releaseOrigins(new Set(Object.values(urls).map((url) => new URL(url).origin)), false, true);
  let current: LiveState = { stable: {}, canaries: {} };
  let registryState: LiveRegistry = { remotes: {}, canaries: {} };
  const listeners = new Set<(state: LiveState) => void>();
  const failing = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Warns once per outage, not on every poll. */
  function failed(source: string, message: string): void {
    if (!failing.has(source)) warn(`${source}: ${message}`);
    failing.add(source);
  }

  async function readRegistry(): Promise<void> {
    if (!registry) return;
    try {
      registryState = await registry();
      failing.delete('registry');
    } catch (error) {
      failed('registry', `not read, the last promotions stay (${(error as Error).message})`);
    }
  }

  /** The remote at `manifestUrl` (a registered release when `pinned`), or undefined (warned once) when its manifest cannot be fetched or is not the one registered. */
  async function fetchRemote(
    source: string,
    manifestUrl: string,
    pinned?: PinnedRelease & { remote: RemoteName },
  ): Promise<LiveRemote | undefined> {
    try {
      const options = pinned ? { policy, timeoutMs: fetchTimeoutMs, pinned } : { policy: configured, timeoutMs: fetchTimeoutMs };
      const remote = { manifestUrl, manifest: await fetchManifest(manifestUrl, options) };
      failing.delete(source);
      return remote;
    } catch (error) {
      remoteLoadFailures.inc({ source: 'manifest' });
      if (pinned && !failing.has(source)) onManifestFailure(pinned.remote, pinned.version, (error as Error).message);
      failed(source, `no manifest (${(error as Error).message})`);
      return undefined;
    }
  }

  async function refresh(): Promise<void> {
    await readRegistry();
    const stable: LiveRemotes = { ...current.stable };
    const canaries: LiveState['canaries'] = {};
    await Promise.all([
      ...(Object.entries(urls) as Array<[RemoteName, string]>).map(async ([name, configuredUrl]) => {
        const promoted = registryState.remotes[name];
        const remote = promoted
          ? await fetchRemote(name, promoted.manifestUrl, { ...promoted, remote: name })
          : await fetchRemote(name, configuredUrl);
        if (remote) stable[name] = remote;
      }),
      ...(Object.entries(registryState.canaries) as Array<[RemoteName, PinnedRelease & { percent: number }]>).map(
        async ([name, canary]) => {
          const remote = await fetchRemote(`${name} canary`, canary.manifestUrl, { ...canary, remote: name });
          if (remote) canaries[name] = { remote, percent: canary.percent };
        },
      ),
    ]);
    const next = { stable, canaries };
    if (stateKey(next) === stateKey(current)) return;
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
    onChange(listener: (state: LiveState) => void) {
      listeners.add(listener);
    },
  };
}

export type LiveRemotesSource = ReturnType<typeof liveRemotes>;
