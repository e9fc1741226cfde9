import type { RemoteManifest } from '@fns/contracts';
import type { BootScript } from '../../src/boot-scripts';
import type { RouteEntry } from '@fns/contracts/remotes';
import type { RemoteName } from '@fns/contracts/remotes';

/** A remote as the server found it: its manifest and where it was fetched from. */
export interface LiveRemote {
  manifestUrl: string;
  manifest: RemoteManifest;
}

export type LiveRemotes = Partial<Record<RemoteName, LiveRemote>>;

export const browserEntry = ({ manifestUrl, manifest }: LiveRemote) => new URL(manifest.browser.entry, manifestUrl).href;
export const serverEntry = ({ manifestUrl, manifest }: LiveRemote) => new URL(manifest.server.entry, manifestUrl).href;
/** The Subresource Integrity value of a remote's browser entry: the browser runs it only with these bytes. */
export const browserEntryIntegrity = ({ manifest }: LiveRemote) => manifest.integrity[manifest.browser.entry];

/**
 * The files a route needs before it can hydrate, in the order the browser would otherwise find
 * them one round trip at a time: the shell's bootstrap and singletons, the route's remote entry,
 * its `./routes` module and the route's page. Styles are linked; scripts are listed for the
 * browser, which preloads them after its first paint (shell/src/boot-scripts.ts).
 */
export function pageAssets(route: RouteEntry | undefined, shellBoot: string[], remotes: LiveRemotes) {
  const shellFiles = shellBoot.map((file) => `/${file}`);
  const remote = route && remotes[route.remote];
  const remoteFiles = remote
    ? [...remote.manifest.browser.boot, ...(remote.manifest.browser.routes[route.path] ?? [])].map(
        (file) => new URL(file, remote.manifestUrl).href,
      )
    : [];
  const entry: BootScript[] = remote ? [{ href: browserEntry(remote), integrity: browserEntryIntegrity(remote) }] : [];
  const scriptsOf = (urls: string[]): BootScript[] => urls.filter((url) => url.endsWith('.js')).map((href) => ({ href }));
  return {
    stylesheets: [...shellFiles, ...remoteFiles].filter((url) => url.endsWith('.css')),
    scripts: [...scriptsOf(shellFiles), ...entry, ...scriptsOf(remoteFiles)],
  };
}
