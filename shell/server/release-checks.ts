import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { DECLARATIONS_DIR, type ReleaseCheck, releaseCheckSchema, type RemoteName, routesOf } from '@fns/contracts';
import { type ReleaseOrigins, releaseUrlProblem } from '@fns/server-kit';
import express, { type Request, type Response } from 'express';
import { fetchManifest } from './live-remotes';
import type { LiveRemote, LiveRemotes } from './render/page-assets';
import type { PageSink } from './render/render-page';
import type { RenderWorker } from './render-workers';
import { compatibilityProblems } from './release-compatibility';
import { routeContractProblem } from './route-contract';

/** Route parameters in a smoke render: a post that does not exist still renders the remote's page (its not-found state). */
const PARAMETER_VALUE = 'release-check';
const DISCARD: PageSink = { head: () => undefined, write: () => undefined, end: () => undefined };
/**
 * A check (its type check and smoke render) ends within this (the API waits 60 s): a release that
 * hangs its worker is refused, and the queue moves on.
 */
export const CHECK_TIMEOUT_MS = 45_000;
/** Checks waiting beyond the one running: promotions are rare, so more is a flood, refused at once. */
const QUEUE_MAX = 4;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ReleaseCheckOptions {
  /** SITE_SERVER_SECRET: the API sends it as a bearer token; without one, no check runs. */
  siteServerSecret: string | undefined;
  /** What the live shell provides to remotes (its shell-manifest.json). */
  provides: Record<string, string>;
  /** The built shell: its @mf-types/ holds the declarations of the route contract it was built with. */
  distDir: string;
  live: () => LiveRemotes;
  /** A render worker of its own for a set of remotes (the page workers are not touched). */
  startWorker: (remotes: LiveRemotes) => RenderWorker;
  /** RELEASE_ORIGINS: a release elsewhere is refused before anything is fetched. */
  policy: ReleaseOrigins;
  timeoutMs?: number;
}

/** Whether the caller is one of the site's servers: it holds the shared secret (compared in constant time). */
function fromSiteServer(req: Request, secret: string): boolean {
  const given = Buffer.from(req.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Renders each of the remote's public routes once in `worker`, and loads the page module of each
 * of its guarded ones; answers the paths checked, or refuses with the first failure.
 */
async function smokeRender(worker: RenderWorker, remote: RemoteName, named: string): Promise<string[]> {
  const failedToLoad = (await worker.ready).find((failure) => failure.startsWith(`${remote}:`));
  if (failedToLoad) throw new Refusal(409, `${named} could not be loaded on the server (${failedToLoad}).`);
  const routes = routesOf(remote);
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
 * POST /release-checks { remote, version, manifestUrl }, which the API calls before it promotes a
 * release it holds, as a site server (SITE_SERVER_SECRET; nothing is read back from the API): the
 * release's manifest against this shell (shared versions, routes), its declared ./routes against
 * the shell's route contract (type-checked), then each of its routes rendered once on the server
 * (a guarded one's page module loaded), in a worker of its own. 200 { rendered } when it may go
 * live; 409 { message } saying why not. Checks run one at a time.
 */
export function releaseChecks({
  siteServerSecret,
  provides,
  distDir,
  live,
  startWorker,
  policy,
  timeoutMs = CHECK_TIMEOUT_MS,
}: ReleaseCheckOptions): express.Router {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function check(release: ReleaseCheck): Promise<string[]> {
    const { remote, version, manifestUrl } = release;
    const named = `${remote} ${version}`;
    const refused = releaseUrlProblem(manifestUrl, policy);
    if (refused) throw new Refusal(409, `${named} cannot be checked here: ${refused}.`);
    const manifest = await fetchManifest(manifestUrl, { policy, timeoutMs: 5_000, pinned: release }).catch((error: Error) => {
      throw new Refusal(409, `${named}: its manifest could not be read (${error.message}).`);
    });
    const problems = compatibilityProblems(
      manifest,
      provides,
      routesOf(remote).map((entry) => entry.path),
    );
    if (problems.length > 0) throw new Refusal(409, problems.join(' '));
    // The type check and the smoke render share the time a check has.
    const deadline = Date.now() + timeoutMs;
    const typesDir = path.join(distDir, DECLARATIONS_DIR);
    const typeProblem = await routeContractProblem(manifest, { manifestUrl, policy, typesDir, deadline });
    if (typeProblem) throw new Refusal(409, typeProblem);

    const candidate: LiveRemote = { manifestUrl, manifest };
    const worker = startWorker({ ...live(), [remote]: candidate });
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Refusal(409, `${named} failed its smoke render: the checks did not finish within ${timeoutMs / 1000} s.`)),
        Math.max(deadline - Date.now(), 0),
      );
    });
    try {
      return await Promise.race([smokeRender(worker, remote, named), hung]);
    } finally {
      clearTimeout(timer);
      // A worker that hung is stopped at once; one that finished, once idle.
      worker.kill();
    }
  }

  const router = express.Router();
  router.post('/release-checks', express.json({ limit: '4kb' }), (req: Request, res: Response) => {
    const refuse = (status: number, message: string) => res.status(status).json({ message });
    if (!siteServerSecret) return refuse(503, 'Release checks are off here: SITE_SERVER_SECRET is not set.');
    if (!fromSiteServer(req, siteServerSecret)) return refuse(401, 'Authentication required.');
    const release = releaseCheckSchema.safeParse(req.body).data;
    if (!release) {
      return refuse(
        400,
        'Name a registered release: { "remote": "mfe_blog", "version": "…", "manifestUrl": "https://…", "integrity": "sha256-…" }.',
      );
    }
    if (waiting >= QUEUE_MAX) return refuse(503, 'Too many release checks are waiting; try again shortly.');
    waiting += 1;
    const run = queue.then(() => {
      waiting -= 1;
      return check(release);
    });
    queue = run.catch(() => undefined);
    void run.then(
      (rendered) => res.json({ rendered }),
      (error: Error) => {
        if (error instanceof Refusal) refuse(error.status, error.message);
        else refuse(409, `The release check failed: ${error.message}.`);
      },
    );
  });
  return router;
}
