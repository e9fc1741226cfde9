import compression from 'compression';
import express from 'express';
import { staticAssets } from '../../scripts/server/static-assets';
import { apiProxy } from './api-proxy';
import { appPage } from './app-page';
import { seoRoutes } from './seo/seo-routes';
import type { RuntimeConfig } from './runtime-config';
import { securityHeaders } from './security-headers';

export interface ShellServerOptions {
  distDir: string;
  apiUrl: string;
  runtimeConfig: RuntimeConfig;
  /** The public origin for canonical URLs and feeds; by default the request's own. */
  siteUrl?: string;
}

/**
 * The shell's production server: runtime config, the /api proxy, what crawlers read (post heads,
 * sitemap, feed), the built host and its SPA fallback.
 */
export function createShellServer({ distDir, apiUrl, runtimeConfig, siteUrl }: ShellServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(runtimeConfig));
  app.use(compression());

  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(runtimeConfig);
  });
  app.use('/api', apiProxy(apiUrl));
  const page = appPage(distDir, runtimeConfig);
  app.use(seoRoutes({ page, apiUrl, siteUrl }));
  app.use(staticAssets(distDir));
  // A missing file (an old chunk, /favicon.ico) is a 404, not the app's HTML under a script's name.
  app.get(/\.\w+$/, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // Every other page is the single-page app; its router handles unknown paths.
  app.get('/{*path}', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache').type('html').send(await page(req.path));
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error('[shell]', error.message);
    res.status(502).type('text/plain').send('This page is temporarily unavailable. Please try again shortly.');
  });
  return app;
}
