import express, { type Request, type Response } from 'express';
import { ROUTE_TABLE } from '../src/app/route-table';
import type { RemoteName } from '../src/lib/remotes';
import { VERSION } from '../../scripts/server/remote-manifest';
import { fetchManifest } from './live-remotes';
import type { LiveRemote, LiveRemotes } from './render/page-assets';
import type { PageSink } from './render/render-page';
import type { RenderWorker } from './render-workers';
import { compatibilityProblems } from './release-compatibility';
import { REMOTE_DEFAULTS } from './runtime-config';

/** Route parameters in a smoke render: a post that does not exist still renders the remote's page (its not-found state). */
const PARAMETER_VALUE = 'release-check';
const DISCARD: PageSink = { head: () => undefined, write: () => undefined, end: () => undefined };

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ReleaseCheckOptions {
  apiUrl: string;
  /** What the live shell provides to remotes (its shell-manifest.json). */
  provides: Record<string, string>;
  live: () => LiveRemotes;
  /** A render worker of its own for a set of remotes (the page workers are not touched). */
  startWorker: (remotes: LiveRemotes) => RenderWorker;
}

/** The registered release, read from the API with the caller's token: only admins get one, and only a registered one. */
async function registeredManifestUrl(apiUrl: string, authorization: string, remote: RemoteName, version: string): Promise<string> {
  const response = await fetch(new URL(`/api/admin/remotes/${remote}/versions/${version}`, apiUrl), {
    headers: { Authorization: authorization },
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as { manifestUrl?: string; message?: string } | undefined;
  if (response?.ok && body?.manifestUrl) return body.manifestUrl;
  if (response && [401, 403, 404].includes(response.status)) throw new Refusal(response.status, body?.message ?? 'Not allowed.');
  throw new Refusal(503, 'The release check could not read the release from the API.');
}

/**
 * Renders each of the remote's public routes once in `worker`, and loads the page module of each
 * of its guarded ones; answers the paths checked, or refuses with the first failure.
 */
async function smokeRender(worker: RenderWorker, remote: RemoteName, named: string): Promise<string[]> {
  const failedToLoad = (await worker.ready).find((failure) => failure.startsWith(`${remote}:`));
  if (failedToLoad) throw new Refusal(409, `${named} could not be loaded on the server (${failedToLoad}).`);
  const routes = ROUTE_TABLE.filter((entry) => entry.remote === remote);
  for (const { path: routePath, requiresAdminToken } of routes) {
    const address = routePath.replace(/:\w+/g, PARAMETER_VALUE);
    // A guarded admin screen renders in browsers only (the token is there): its page module must load.
    const request = requiresAdminToken
      ? { loadRoute: { remote, path: routePath } }
      : { url: `http://localhost${address}`, siteUrl: 'http://localhost' };
    const outcome = await worker.render(request, DISCARD).catch((error: Error) => ({ failure: error.message }));
    if (outcome.failure) {
      const what = requiresAdminToken ? `the page of ${routePath} could not be loaded on the server` : `${address} threw on the server`;
      throw new Refusal(409, `${named} failed its smoke render: ${what} (${outcome.failure}).`);
    }
  }
  return routes.map((route) => route.path);
}

/**
 * POST /release-checks { remote, version }, which the API calls before it promotes a release
 * (with the admin's token): the release's manifest against this shell (shared versions, routes),
 * then each of its routes rendered once on the server (a guarded one's page module loaded), in a
 * worker of its own. 200 { rendered } when it may go live; 409 { message } saying why not. Checks
 * run one at a time.
 */
export function releaseChecks({ apiUrl, provides, live, startWorker }: ReleaseCheckOptions): express.Router {
  let queue: Promise<unknown> = Promise.resolve();

  async function check(req: Request): Promise<string[]> {
    const { remote, version } = (req.body ?? {}) as { remote?: unknown; version?: unknown };
    if (typeof remote !== 'string' || !(remote in REMOTE_DEFAULTS) || typeof version !== 'string' || !VERSION.test(version)) {
      throw new Refusal(400, 'Name a remote and one of its versions: { "remote": "mfe_blog", "version": "…" }.');
    }
    const authorization = req.get('authorization');
    if (!authorization) throw new Refusal(401, 'Authentication required.');
    const name = remote as RemoteName;
    const named = `${name} ${version}`;
    const manifestUrl = await registeredManifestUrl(apiUrl, authorization, name, version);
    const manifest = await fetchManifest(manifestUrl, 5_000).catch((error: Error) => {
      throw new Refusal(409, `${named}: its manifest could not be read (${error.message}).`);
    });
    const routes = ROUTE_TABLE.filter((entry) => entry.remote === name).map((entry) => entry.path);
    const problems = compatibilityProblems(manifest, provides, routes);
    if (problems.length > 0) throw new Refusal(409, problems.join(' '));

    const candidate: LiveRemote = { manifestUrl, manifest };
    const worker = startWorker({ ...live(), [name]: candidate });
    try {
      return await smokeRender(worker, name, named);
    } finally {
      worker.retire();
    }
  }

  const router = express.Router();
  router.post('/release-checks', express.json({ limit: '1kb' }), (req: Request, res: Response) => {
    const run = queue.then(() => check(req));
    queue = run.catch(() => undefined);
    void run.then(
      (rendered) => res.json({ rendered }),
      (error: Error) => {
        const status = error instanceof Refusal ? error.status : 409;
        res.status(status).json({ message: error instanceof Refusal ? error.message : `The release check failed: ${error.message}.` });
      },
    );
  });
  return router;
}
