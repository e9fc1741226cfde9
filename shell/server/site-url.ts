import type { Request } from 'express';

/**
 * For an answer meant for its requester only (built from the request's Host header, or a preview):
 * no cache keeps it, so none (a CDN, a proxy) hands it to others, who may have asked under another host.
 */
export const REQUESTER_ONLY_CACHE_CONTROL = 'private, no-store';

/**
 * PUBLIC_SITE_URL is the origin canonical URLs, link previews, the sitemap, the feed and robots.txt
 * name. Production needs it: without it they name whatever Host header a request carried.
 */
export function requireSiteUrlInProduction(siteUrl: string | undefined, production: boolean): void {
  if (production && !siteUrl) {
    throw new Error(
      'PUBLIC_SITE_URL is required when NODE_ENV=production: the public origin of the site, like https://foundersneversolo.com ' +
        '(canonical URLs, link previews, the sitemap, the feed and robots.txt name it; without it they would name any Host header a request sends).',
    );
  }
}

/** The site's origin for this request: PUBLIC_SITE_URL, else (outside production) the request's own, from its Host header. */
export function siteOriginOf(req: Request, siteUrl: string | undefined): { origin: string; fromHost: boolean } {
  return siteUrl ? { origin: siteUrl, fromHost: false } : { origin: `${req.protocol}://${req.get('host')}`, fromHost: true };
}
