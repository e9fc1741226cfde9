import type { RemoteRoute, RemoteRoutesModule } from '@fns/design-system';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config';

export type RemoteName = keyof RuntimeConfig['remotes'];

/**
 * Registers the remote entry URLs from the runtime config (never from the bundle): the browser
 * entries in the browser, the Node entries in the server's render. A remote without one (it was
 * down when the page was rendered) fails to load and its region shows the fallback.
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
