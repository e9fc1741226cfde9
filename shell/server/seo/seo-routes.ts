import { Router, type Request, type Response } from 'express';
import { ROUTE_TABLE } from '@fns/contracts/remotes';
import { REQUESTER_ONLY_CACHE_CONTROL, siteOriginOf } from '../site-url';
import { fetchPublishedPosts } from './published-posts';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

/** Public pages worth indexing: no admin screens, no design demos, no parameterised or private paths (a mail's link). */
export const INDEXED_PATHS = ROUTE_TABLE.filter(
  ({ path, private: secret }) => !secret && !path.includes(':') && !path.startsWith('/admin') && !path.endsWith('-demo'),
).map(({ path }) => path);
/** Shared caches may keep these for 5 minutes, unless they were built from the request's Host header. */
const FEED_CACHE = 'public, max-age=300';

/**
 * What crawlers and feed readers read besides the pages: sitemap.xml, rss.xml and robots.txt, each
 * naming the site's origin; one taken from the request's Host header is not for shared caches.
 */
export function seoRoutes(options: { apiUrl: string; siteUrl?: string }): Router {
  const originFor = (req: Request, res: Response) => {
    const { origin, fromHost } = siteOriginOf(req, options.siteUrl);
    res.setHeader('Cache-Control', fromHost ? REQUESTER_ONLY_CACHE_CONTROL : FEED_CACHE);
    return origin;
  };

  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const posts = await fetchPublishedPosts(options.apiUrl);
    res.type('application/xml').send(renderSitemap(originFor(req, res), INDEXED_PATHS, posts));
  });
  router.get('/rss.xml', async (req, res) => {
    const posts = await fetchPublishedPosts(options.apiUrl);
    res.type('application/rss+xml').send(renderRss(originFor(req, res), posts));
  });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nSitemap: ${originFor(req, res)}/sitemap.xml\n`);
  });
  return router;
}
