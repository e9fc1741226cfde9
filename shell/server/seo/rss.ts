import { metaDescription, PRODUCT_NAME } from '@fns/design-system/content';
import { escapeMarkup } from './escape';
import { categoryName, type PublishedPost } from './published-posts';

/** rss.xml: RSS 2.0 of the published posts, newest first (the API's order). */
export function renderRss(siteUrl: string, posts: readonly PublishedPost[]): string {
  const text = (tag: string, value: string) => `<${tag}>${escapeMarkup(value)}</${tag}>`;
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
    const category = categoryName(post.category);
    return [
      '    <item>',
      `      ${text('title', post.title)}`,
      `      ${text('link', link)}`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      ${text('pubDate', new Date(post.publishAt ?? post.updatedAt).toUTCString())}`,
      `      ${text('description', metaDescription(post.content))}`,
      ...(category ? [`      ${text('category', category)}`] : []),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${text('title', `${PRODUCT_NAME} Blog`)}`,
    `    ${text('link', `${siteUrl}/blog`)}`,
    `    ${text('description', 'Founder journeys through the four phases: face, adapt, build, thrive.')}`,
    '    <language>en</language>',
    `    <atom:link href="${escapeMarkup(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    ${text('lastBuildDate', new Date(newest.publishAt ?? newest.updatedAt).toUTCString())}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
