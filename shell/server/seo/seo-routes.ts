import { Router, type Request } from 'express';
import { ROUTE_TABLE } from '../../src/app/route-table';
import { fetchPublishedPosts } from './published-posts';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

/** Public pages worth indexing: no admin screens, no design demos, no parameterised paths. */
export const INDEXED_PATHS = ROUTE_TABLE.map(({ path }) => path).filter(
  (route) => !route.includes(':') && !route.startsWith('/admin') && !route.endsWith('-demo'),
);
const FEED_CACHE = 'public, max-age=300';

/** What crawlers and feed readers read besides the pages: sitemap.xml, rss.xml and robots.txt. */
export function seoRoutes(options: { apiUrl: string; siteUrl?: string }): Router {
  const siteUrlOf = (req: Request) => options.siteUrl ?? `${req.protocol}://${req.get('host')}`;

  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const posts = await fetchPublishedPosts(options.apiUrl);
    res.setHeader('Cache-Control', FEED_CACHE).type('application/xml').send(renderSitemap(siteUrlOf(req), INDEXED_PATHS, posts));
  });
  router.get('/rss.xml', async (req, res) => {
    const posts = await fetchPublishedPosts(options.apiUrl);
    res.setHeader('Cache-Control', FEED_CACHE).type('application/rss+xml').send(renderRss(siteUrlOf(req), posts));
  });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nSitemap: ${siteUrlOf(req)}/sitemap.xml\n`);
  });
  return router;
}
