import { metaDescription, postPageTitle, PRODUCT_NAME } from '@fns/design-system/content';
import { escapeMarkup } from './escape';
import type { PublishedPost } from './published-posts';

/** Shown by chat apps and social sites for a post without an image of its own. */
export const SOCIAL_PLACEHOLDER = '/api/media/brand/social-default.jpg';

const absolute = (siteUrl: string, url: string) => new URL(url, `${siteUrl}/`).href;

/** The tags crawlers read for a post: title, description, canonical URL, Open Graph and Twitter card. */
export function postHeadTags(post: PublishedPost, siteUrl: string): { title: string; description: string; tags: string } {
  const title = postPageTitle(post.title);
  const description = metaDescription(post.content);
  const url = `${siteUrl}/blog/${post.slug}`;
  const image = absolute(siteUrl, post.image ?? post.beforeImage ?? SOCIAL_PLACEHOLDER);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', post.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', post.title),
    ...(post.publishedAt ? [meta('property', 'article:published_time', post.publishedAt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', post.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
  return { title, description, tags };
}

/** The app's index.html with the post's head in place of the generic title and description. */
export function withPostHead(indexHtml: string, post: PublishedPost, siteUrl: string): string {
  const { title, description, tags } = postHeadTags(post, siteUrl);
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeMarkup(title)}</title>`)
    // The built index.html is minified, so attribute quotes are optional here.
    .replace(/<meta name="?description"?[^>]*>/, `<meta name="description" content="${escapeMarkup(description)}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** For an unknown or unpublished post: the app still renders its not-found page; crawlers skip it. */
export const withNoIndex = (indexHtml: string) => indexHtml.replace('</head>', '    <meta name="robots" content="noindex" />\n  </head>');
