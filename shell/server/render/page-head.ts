import { documentTitle, type PageMeta, PRODUCT_NAME } from '@fns/design-system';
import { escapeMarkup } from '../seo/escape';
import { scriptSafeJson } from './script-safe-json';

/** Shown by chat apps and social sites for a page without an image of its own. */
export const SOCIAL_PLACEHOLDER = '/api/media/brand/social-default.jpg';

/** Used when a page set no meta of its own (it failed, or renders only in the browser). */
export const DEFAULT_META: PageMeta = {
  title: PRODUCT_NAME,
  exactTitle: true,
  description: 'Founders Never Solo: a partner for startup founders through every phase — face, adapt, build, thrive.',
};

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`;

/** Structured data with the page's own URL, and its image as an absolute URL. */
function withAddresses(data: Record<string, unknown>, url: string, siteUrl: string): Record<string, unknown> {
  const image = typeof data.image === 'string' ? { image: new URL(data.image, `${siteUrl}/`).href } : {};
  return { url, ...data, ...image };
}

/**
 * The head of a page as crawlers and link previews read it: title, description, canonical URL,
 * Open Graph and Twitter tags, and the page's structured data.
 */
export function pageHeadTags(page: PageMeta, { siteUrl, pathname }: { siteUrl: string; pathname: string }): string {
  const title = documentTitle(page);
  const description = page.description ?? DEFAULT_META.description!;
  const url = `${siteUrl}${pathname}`;
  const image = new URL(page.image ?? SOCIAL_PLACEHOLDER, `${siteUrl}/`).href;
  const socialTitle = page.headline ?? title;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    ...(page.noIndex ? [meta('name', 'robots', 'noindex')] : [`<link rel="canonical" href="${escapeMarkup(url)}" />`]),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', socialTitle),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(page.structuredData
      ? [`<script type="application/ld+json">${scriptSafeJson(withAddresses(page.structuredData, url, siteUrl))}</script>`]
      : []),
  ].join('');
}
