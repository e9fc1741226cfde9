import type { RemoteRoute, RemoteRoutesModule } from '@fns/design-system';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config';

export type RemoteName = keyof RuntimeConfig['remotes'];

let entries: RuntimeConfig['remotes'] | null = null;

/** Registers the remote entry URLs from the runtime config (never from the bundle). */
export function registerRemoteEntries(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's `./routes` module and picks the route for `path`. With `reload`, the remote is
 * registered again first, so a retry fetches its entry anew after it was down.
 */
export async function loadRemoteRoute(remote: RemoteName, path: string, reload: boolean): Promise<RemoteRoute> {
  if (reload && entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  const route = module?.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${remote} has no route for ${path}`);
  return route;
}
