import type { RemoteRoute, RemoteRoutesModule } from '@fns/design-system';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@fns/contracts/remotes';

/**
 * The server's render loads the remotes' Node builds through @module-federation's runtime (with
 * its Node plugin); the browser's twin is remotes.ts. Registers the Node entry URLs from the live
 * manifests; a remote without one fails to load and its region is left to the browser.
 */
export function registerRemoteEntries(remotes: Partial<Record<RemoteName, string>>): void {
  registerRemotes(Object.entries(remotes).flatMap(([name, entry]) => (entry ? [{ name, entry }] : [])));
}

/** Loads a remote's `./routes` module and picks the route for `path`. */
export async function loadRemoteRoute(remote: RemoteName, path: string): Promise<RemoteRoute> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  const route = module?.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${remote} has no route for ${path}`);
  return route;
}

/** The browser's twin reports a region that failed; on the server the render's outcome counts it (release-health.ts). */
export function reportRemoteFailure(_remote: RemoteName, _token: string | undefined): void {}
