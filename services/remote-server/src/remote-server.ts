import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { REMOTE_MANIFEST_FILE } from '@fns/contracts';
import { clientErrorStatus, staticAssets } from '@fns/server-kit';

/**
 * What the shell's pages load from this origin: scripts, styles, fonts, images, and the manifest.
 * The shell's server fetches the manifest and the server build from Node, where CORS plays no part.
 */
const CROSS_ORIGIN_ASSET = new RegExp(`(\\.(m?js|css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico)|/${REMOTE_MANIFEST_FILE})$`);

/**
 * The standalone page runs this remote's own scripts and styles only, calls its own origin's /api,
 * and may not be framed. Styles allow inline: React and motion set style attributes.
 */
const STANDALONE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const plainText = (res: express.Response, status: number) => res.status(status).type('text/plain').send(STATUS_CODES[status]);

/**
 * An HTML file, as the static files middleware reads the path (decoded, so `index%2Ehtml` too; any
 * case, for a case-insensitive disk): never served as a plain file, which would go out without the
 * standalone page's CSP and frame protection.
 */
function isHtml(urlPath: string): boolean {
  try {
    return /\.html?$/i.test(decodeURIComponent(urlPath));
  } catch {
    return false; // malformed: the static files middleware answers 400
  }
}

/** Serves `files` except HTML ones, which are left to the standalone page's route. */
const exceptHtml =
  (files: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    isHtml(req.path) ? next() : files(req, res, next);

/** Where a remote's server finds its releases (one folder per version, written by `npm run release`). */
export const RELEASES_PATH = '/releases';

/**
 * Production server of one remote: its build folder on its own origin, whose assets the shell's
 * pages (another origin) load, and the remote's standalone page for its team. With `releasesDir`,
 * every release of the remote too, under /releases/<version>/: plain, immutable files, as any static
 * host would serve them. Source maps are served only with `serveSourceMaps` (SERVE_SOURCE_MAPS=true).
 */
export function remoteServer(
  dir: string,
  { serveSourceMaps = false, releasesDir }: { serveSourceMaps?: boolean; releasesDir?: string } = {},
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (CROSS_ORIGIN_ASSET.test(req.path)) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(exceptHtml(staticAssets(dir, { sourceMaps: serveSourceMaps })));
  // A release's files only: its standalone page is its team's, served from its own build above.
  if (releasesDir) app.use(RELEASES_PATH, (req, res, next) => (isHtml(req.path) ? plainText(res, 404) : next()), staticAssets(releasesDir));
  // The one way the standalone page goes out, whether asked for by its name or by a route of the remote.
  const standalonePage: express.RequestHandler = (_req, res) => {
    res.setHeader('Content-Security-Policy', STANDALONE_PAGE_CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dir, 'index.html'));
  };
  app.get('/index.html', standalonePage);
  // A missing file (an old chunk, another HTML file) is a 404, not the page under a script's name.
  app.get(/\.\w+$/, (_req, res) => plainText(res, 404));
  app.get('/{*path}', standalonePage);
  // Last: a bad request (a malformed percent-encoding) is a plain 400; nothing else is told, no stack.
  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status === 500) console.error('[remote]', error.message);
    if (res.headersSent) return res.destroy();
    plainText(res, status);
  });
  return app;
}
