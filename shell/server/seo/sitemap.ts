import { escapeMarkup } from './escape';
import type { PublishedPost } from './published-posts';

/** A scheduled post's page appears at its publishAt, which may come after its last edit. */
const lastModified = ({ updatedAt, publishAt }: PublishedPost) => (publishAt && publishAt > updatedAt ? publishAt : updatedAt).slice(0, 10);

/** sitemap.xml: every public page and every published post. */
export function renderSitemap(siteUrl: string, publicPaths: readonly string[], posts: readonly PublishedPost[]): string {
  const url = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeMarkup(`${siteUrl}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((path) => url(path)),
    ...posts.map((post) => url(`/blog/${encodeURIComponent(post.slug)}`, lastModified(post))),
    '</urlset>',
    '',
  ].join('\n');
}
