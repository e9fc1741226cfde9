import { Router, type Request } from 'express';
import { ROUTE_TABLE } from '../../src/app/route-table';
import type { AppPage } from '../app-page';
import { withNoIndex, withPostHead } from './post-head';
import { fetchPublishedPost, fetchPublishedPosts } from './published-posts';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

/** Public pages worth indexing: no admin screens, no design demos, no parameterised paths. */
export const INDEXED_PATHS = ROUTE_TABLE.map(({ path }) => path).filter(
  (route) => !route.includes(':') && !route.startsWith('/admin') && !route.endsWith('-demo'),
);
const FEED_CACHE = 'public, max-age=300';

/**
 * What crawlers and feed readers get without running scripts: a post's head in its HTML,
 * sitemap.xml, rss.xml and robots.txt — all from the API's published posts.
 */
export function seoRoutes(options: { page: AppPage; apiUrl: string; siteUrl?: string }): Router {
  const siteUrlOf = (req: Request) => options.siteUrl ?? `${req.protocol}://${req.get('host')}`;

  const router = Router();
  router.get('/blog/:slug', async (req, res) => {
    const html = await options.page(req.path);
    res.setHeader('Cache-Control', 'no-cache').type('html');
    let post;
    try {
      post = await fetchPublishedPost(options.apiUrl, req.params.slug);
    } catch (error) {
      // The API is away: the page still works in the browser, only without the crawler head.
      console.error(`[shell] post head for ${req.params.slug} unavailable:`, (error as Error).message);
      res.send(html);
      return;
    }
    if (!post) res.status(404).send(withNoIndex(html));
    else res.send(withPostHead(html, post, siteUrlOf(req)));
  });
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
