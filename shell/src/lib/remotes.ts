import type { RemoteRoute, RemoteRoutesModule } from '@fns/design-system';
import type { FailureStage, RemoteName } from '@fns/contracts/remotes';
import { atStage, RemoteLoadError, withModuleStage } from './remote-failure';

/** A remote's federation container, as its remote entry script leaves it on `window`. */
interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// webpack's sharing runtime: the browser builds use webpack's own Module Federation, whose
// runtime is a few hundred bytes where @module-federation/enhanced's is 20 KB gzip per bundle.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const entries = new Map<RemoteName, string>();
const integrityOf = new Map<RemoteName, string>();
const containers = new Map<RemoteName, Promise<Container>>();

/**
 * Registers the browser entry URLs from the runtime config (never from the bundle). A remote
 * without one (it was down when the page was rendered) fails to load and its region shows the
 * fallback. (The server's render registers the Node entries: remotes.server.ts.)
 */
export function registerRemoteEntries(
  remotes: Partial<Record<RemoteName, string>>,
  integrity: Partial<Record<RemoteName, string>> = {},
): void {
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string | undefined][]) {
    if (entry) entries.set(name, entry);
    const value = integrity[name];
    if (value) integrityOf.set(name, value);
  }
}

/** What a failure report says besides the remote: its stage, the page, the error's message and the trace id the visitor is shown. */
export interface FailureDetails {
  stage: FailureStage;
  route: string;
  message: string;
  traceId: string;
}

/**
 * Tells the shell's server that a remote's page failed in this browser, with the token the server
 * put in the page (it names the versions the page was rendered with): a canary's failures are
 * counted, and too many roll it back; the Releases screen shows them by stage. A page without a
 * token (the development host, a release preview) tells no one.
 */
export function reportRemoteFailure(remote: RemoteName, token: string | undefined, details: FailureDetails): void {
  if (!token || !entries.has(remote) || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon('/remote-errors', JSON.stringify({ remote, token, ...details, message: details.message.slice(0, 300) }));
}

/** With `integrity`, the browser runs the script only if its bytes are those the release registered (CORS: the remotes send it). */
function loadScript(url: string, integrity: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (integrity) Object.assign(script, { integrity, crossOrigin: 'anonymous' });
    script.onload = () => resolve();
    script.onerror = () => {
      // Removed, so that a retry adds a fresh element and the browser fetches again.
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
}

/** Loads a remote's entry script (the entry stage), then gives its container the shared singletons (the shared stage). */
async function initContainer(remote: RemoteName): Promise<Container> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError('entry', `${remote} has no entry in the runtime config`);
  await atStage('entry', () => loadScript(entry, integrityOf.get(remote)));
  const container = (window as unknown as Record<string, Container | undefined>)[remote];
  if (typeof container?.get !== 'function') throw new RemoteLoadError('entry', `${entry} did not define the container ${remote}`);
  await atStage('shared', async () => {
    await __webpack_init_sharing__('default');
    await container.init(__webpack_share_scopes__.default);
  });
  return container;
}

/** Each remote's container is loaded and given the shared singletons once; a failed load can be retried. */
function containerOf(remote: RemoteName): Promise<Container> {
  let container = containers.get(remote);
  if (!container) {
    container = initContainer(remote);
    containers.set(remote, container);
    container.catch(() => containers.delete(remote));
  }
  return container;
}

/** Loads a remote's `./routes` module (the exposed-module stage, as its page's chunk) and picks the route for `path`. */
export async function loadRemoteRoute(remote: RemoteName, path: string): Promise<RemoteRoute> {
  const container = await containerOf(remote);
  const route = await atStage('module', async () => {
    const factory = await container.get('./routes');
    const found = (factory() as RemoteRoutesModule).routes.find((candidate) => candidate.path === path);
    if (!found) throw new Error(`${remote} has no route for ${path}`);
    return found;
  });
  return withModuleStage(route);
}
