import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import compression from 'compression';
import {
  clientErrorStatus,
  RELEASE_PREVIEW_COOKIE,
  requestLogger,
  requestMetrics,
  ResponseCache,
  ShortPath,
  staticAssets,
} from '@fns/server-kit';
import express from 'express';
import type { Logger } from 'pino';
import { type RemoteName, SERVER_DIR } from '@fns/contracts';
import { apiProxy } from './api-proxy';
import type { ShellConfig } from './config';
import { cspReports } from './csp-reports';
import { liveRemotes } from './live-remotes';
import { logger } from './logger';
import { hasCanary, setFor, versionSets, visitorBucket } from './canary';
import { pageResponses, type VersionSetFor } from './page-responses';
import { releaseHealth } from './release-health';
import { browserErrorReports } from './remote-error-reports';
import { releaseChecks } from './release-checks';
import { pinnedPreview, pinnedRemotes, releasePreviews } from './release-previews';
import { registryReader } from './remote-registry';
import { reportTokens } from './report-token';
import { RenderWorker, renderWorkers, type VersionSet } from './render-workers';
import { requireHttpsRemotesInProduction } from './runtime-config';
import { securityHeaders } from './security-headers';
import { seoRoutes } from './seo/seo-routes';
import { subscriptionLinks } from './subscription-links';
import { pageConfig, readShellBuild, workerSetup } from './shell-page';
import { requireSiteUrlInProduction } from './site-url';

/** What the server needs of its configuration (config.ts), and where the built shell is. */
export type ShellServerOptions = Pick<
  ShellConfig,
  | 'apiUrl'
  | 'remoteManifests'
  | 'settings'
  | 'siteUrl'
  | 'production'
  | 'serveSourceMaps'
  | 'remotePollMs'
  | 'pageCacheSeconds'
  | 'renderThreads'
  | 'trustProxy'
  | 'siteServerSecret'
  | 'releaseOrigins'
> & { distDir: string };

/**
 * The shell's production server: every page rendered on the server with the live remote versions
 * (and kept for `pageCacheSeconds`), the /api proxy, what crawlers read besides pages (sitemap,
 * feed), and the built host's files.
 */
export async function createShellServer({
  distDir,
  apiUrl,
  remoteManifests,
  settings,
  siteUrl,
  production,
  serveSourceMaps,
  remotePollMs,
  pageCacheSeconds,
  renderThreads,
  trustProxy,
  siteServerSecret,
  releaseOrigins,
}: ShellServerOptions) {
  requireSiteUrlInProduction(siteUrl, production);
  requireHttpsRemotesInProduction(remoteManifests, production);
  const build = readShellBuild(distDir);
  const health = releaseHealth({ apiUrl, siteServerSecret });
  const remotes = liveRemotes(remoteManifests, {
    pollMs: remotePollMs,
    registry: registryReader(apiUrl),
    policy: releaseOrigins,
    onManifestFailure: (remote, version, message) =>
      health.failedToLoad(remote, version, { stage: 'manifest', route: '', message: message.slice(0, 300), traceId: randomUUID() }),
  });
  const tokens = reportTokens(siteServerSecret);
  const setupFor = workerSetup(build, settings, apiUrl, tokens.tokenFor);
  const workers = renderWorkers({ bundle: build.renderBundle, setupFor, threads: renderThreads });
  await remotes.start();
  await workers.use(versionSets(remotes.current()));
  // A worker that cannot start leaves the current one rendering; the next change tries again.
  remotes.onChange(
    (live) => void workers.use(versionSets(live)).catch((error: Error) => logger.error(`render worker failed to start: ${error.message}`)),
  );
  const previews = releasePreviews({
    siteServerSecret,
    policy: releaseOrigins,
    warm: (pinned) => workers.pin({ ...remotes.current().stable, ...pinned }, Object.keys(pinned) as RemoteName[]),
  });
  /**
   * The versions this visitor's page is rendered with: those their browser pinned for a release
   * preview (on the live ones), else their canary side, sticky by cookie, while a canary runs.
   */
  const versionSetFor: VersionSetFor = async (req, res) => {
    const preview = pinnedPreview(res);
    if (preview) {
      const pinned = await previews.remotesOf(preview.pins).catch((error: Error) => {
        // A pinned release that can no longer be loaded (its origin delisted) ends the preview: the live page is shown.
        req.log.warn(`release preview ended: ${error.message}`);
        res.clearCookie(RELEASE_PREVIEW_COOKIE, { path: '/' });
        return undefined;
      });
      if (pinned)
        return {
          ...(await workers.pin({ ...remotes.current().stable, ...pinned }, pinnedRemotes(preview))),
          perVisitor: true,
          pinned: true,
        };
    }
    const live = remotes.current();
    if (!hasCanary(live)) return asShared(workers.pick());
    const set = workers.pick(setFor(live, visitorBucket(req, res)));
    return set && { ...set, perVisitor: true, pinned: false };
  };

  const pageCache = new ResponseCache({ ttlMs: pageCacheSeconds * 1000 });
  // Kept pages and public reads go out before the app while every visitor gets the same page: no canary, no preview.
  const shortPath = new ShortPath({
    log: logger,
    eligible: (req) => !hasCanary(remotes.current()) && !req.headers.cookie?.includes(RELEASE_PREVIEW_COOKIE),
  });
  // The versions served, and with them the remotes' origins in each page's CSP, have changed.
  remotes.onChange(() => shortPath.forget());
  // A post, category or tag written through this server shows on its pages at once.
  const api = apiProxy(apiUrl, { onContentWrite: () => pageCache.clear(), shortPath });

  const app = appWithApi(trustProxy, api);
  // The configured remotes' origins, those of the releases rendered now (a release may live on a CDN) and those the visitor's preview pins.
  const remoteOrigins = (res: express.Response) => {
    const { stable, canaries } = remotes.current();
    const rendered = [...Object.values(stable), ...Object.values(canaries).map((canary) => canary.remote)];
    const pinned = pinnedPreview(res)?.pins ?? [];
    return [...Object.values(remoteManifests), ...[...rendered, ...pinned].map((remote) => remote.manifestUrl)].map(
      (url) => new URL(url).origin,
    );
  };
  app.use(previews.fromCookie);
  app.use(securityHeaders({ remoteOrigins, scriptHashes: [build.bootScriptHash] }));
  app.use(cspReports());
  app.use(compression());

  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(pageConfig(workers.remotes() ?? {}, settings, tokens.tokenFor));
  });
  app.use(seoRoutes({ apiUrl, siteUrl }));
  app.use(previews.routes);
  app.use(
    browserErrorReports({
      state: remotes.current,
      tokens,
      onFailure: (...report) => health.failedInBrowser(...report),
      onVital: (...report) => health.vital(...report),
    }),
  );
  app.use(
    releaseChecks({
      siteServerSecret,
      provides: build.provides,
      distDir,
      live: () => workers.remotes() ?? {},
      startWorker: (live) => new RenderWorker(build.renderBundle, setupFor(live)),
      policy: releaseOrigins,
    }),
  );
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };
  // The server's own code (dist/server/) is not for browsers.
  app.use(`/${SERVER_DIR}`, notFound);
  app.use(staticAssets(distDir, { sourceMaps: serveSourceMaps }));
  // A missing file (an old chunk, /favicon.ico) is a 404, not a page under a script's name.
  app.get(/\.\w+$/, notFound);
  // The mail links' pages: their button (confirm, unsubscribe, an invitation's Join) and a mail provider's one-click unsubscribe POST here.
  app.use(subscriptionLinks({ apiUrl }));
  app.get(
    '/{*path}',
    pageResponses({
      versionSetFor,
      cache: pageCache,
      shortPath: { recorder: shortPath, servedVersions: workers.defaultVersions },
      siteUrl,
      onServed: (set, path, address, failure) => health.served(set.remotes, path, address, failure),
    }),
  );
  app.use((error: Error & { status?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // A request that cannot be read (a malformed percent-encoding) is the client's error, not an outage.
    const clientError = clientErrorStatus(error);
    if (!clientError) req.log.error({ err: error }, `${req.method} ${req.path} failed`);
    if (res.headersSent) return res.destroy();
    if (clientError) return res.status(clientError).type('text/plain').send(STATUS_CODES[clientError]);
    res.status(502).type('text/plain').send('This page is temporarily unavailable. Please try again shortly.');
  });
  return {
    app,
    /** Sends kept pages before `app`: serve `shortPath.first(app)`. */
    shortPath,
    /** Stops polling and the workers; resolves once the API connection pool has closed. */
    close: async () => {
      remotes.stop();
      health.stop();
      workers.close();
      await health.flush();
      return api.close();
    },
  };
}

const asShared = (set: VersionSet | undefined) => set && { ...set, perVisitor: false, pinned: false };

/** As Express's `trust proxy` reads it: a hop count, or addresses and subnets; unset or "false", none (the connection's peer is the visitor). */
const trustProxySetting = (value: string | undefined) =>
  !value || value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;

/**
 * The app up to its /api proxy. `trustProxy` names the proxies in front of this server (a CDN, a
 * load balancer) whose X-Forwarded-For is believed; `req.ip`, the address the API is told, follows.
 * Every request is measured and logged with its request id (`log`: where the lines go).
 */
export function appWithApi(trustProxy: string | undefined, api: express.RequestHandler, log: Logger = logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.use(requestMetrics);
  app.use(requestLogger(log));
  // First: the API sends its own security headers and compresses its own answers.
  app.use('/api', api);
  return app;
}
