import type { RemoteRoute, RemoteRoutesModule } from '@fns/design-system';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FailureStage, RemoteName } from '@fns/contracts/remotes';
import { messageOf, RemoteLoadError, withModuleStage } from './remote-failure';
import type { FailureDetails } from './remotes';

/**
 * The server's render loads the remotes' Node builds through @module-federation's runtime (with
 * its Node plugin); the browser's twin is remotes.ts. Registers the Node entry URLs from the live
 * manifests; a remote without one fails to load and its region is left to the browser.
 */
export function registerRemoteEntries(remotes: Partial<Record<RemoteName, string>>): void {
  registerRemotes(Object.entries(remotes).flatMap(([name, entry]) => (entry ? [{ name, entry }] : [])));
}

/**
 * The stage at which the federation runtime's `loadRemote` stopped, from its error: fetching or
 * running the container's entry (its RUNTIME-008 "failed to load script resources", a fetch the
 * verifying fetch refused), negotiating the shared singletons, else getting the exposed module.
 */
function runtimeStage(error: unknown): FailureStage {
  const message = messageOf(error);
  if (/RUNTIME-00[18]|remoteEntry|load script|fetch/i.test(message)) return 'entry';
  if (/shar(e|ing)|singleton|requiredVersion/i.test(message)) return 'shared';
  return 'module';
}

/** Loads a remote's `./routes` module and picks the route for `path`; a failure names its stage. */
export async function loadRemoteRoute(remote: RemoteName, path: string): Promise<RemoteRoute> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`).catch((error: unknown) => {
    throw new RemoteLoadError(runtimeStage(error), messageOf(error), { cause: error });
  });
  const route = module?.routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteLoadError('module', `${remote} has no route for ${path}`);
  return withModuleStage(route);
}

/** The browser's twin reports a region that failed; on the server the render's outcome counts it (release-health.ts). */
export function reportRemoteFailure(_remote: RemoteName, _token: string | undefined, _details: FailureDetails): void {}
