import { cachedResponse, type ResponseCache, sendCached, type ShortPath } from '@fns/server-kit';
import type { Request, RequestHandler, Response } from 'express';
import { renderCacheHits, renderCacheMisses, renderDuration } from './metrics';
import type { PageSink, RenderOutcome } from './render/render-page';
import { PREVIEW_PARAM } from '@fns/contracts/remotes';
import { routeOfPath } from '../src/lib/route-of-path';
import { pageAddress } from './page-address';
import type { Failure } from './release-health';
import { PREVIEW_HEADERS } from './preview';
import type { VersionSet } from './render-workers';
import { REQUESTER_ONLY_CACHE_CONTROL, siteOriginOf } from './site-url';

/**
 * The versions a request's page is rendered with; `perVisitor` while a canary runs (visitors get
 * different pages); `pinned` for a release preview (that browser's alone).
 */
export type VersionSetFor = (req: Request, res: Response) => Promise<(VersionSet & { perVisitor: boolean; pinned: boolean }) | undefined>;

/** Names the remote versions a page was rendered with. */
export const VERSIONS_HEADER = 'X-Remote-Versions';
/**
 * A private route's page (its address holds a secret: a mail's link token): a preview's headers, and
 * its address is never sent on as a Referer (to another site, or to a remote's origin for an asset).
 */
const PRIVATE_PAGE_HEADERS = { ...PREVIEW_HEADERS, 'Referrer-Policy': 'no-referrer' };
/** While a canary runs, a page depends on the visitor's bucket cookie: no shared cache may keep it. */
const PER_VISITOR_CACHE_CONTROL = 'private, no-cache';

/**
 * Pages are public: browsers revalidate every time (a 304 when unchanged), shared caches keep them
 * briefly. So are redirects (a post's former slug): kept briefly too, never for good, so that a slug
 * that moves again is followed.
 */
function sharedCacheControl(ttlMs: number): string {
  const seconds = Math.floor(ttlMs / 1000);
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 6}` : 'no-cache';
}

/** Collects a render's page (a 200 or a 404; redirects are not kept) for the cache. */
function collecting(forward?: PageSink): { sink: PageSink; page: () => { status: number; html: string } | undefined } {
  const chunks: string[] = [];
  let status = 0;
  let keep = false;
  return {
    sink: {
      head: (code, headers) => {
        status = code;
        keep = !headers.Location && (code === 200 || code === 404);
        forward?.head(code, headers);
      },
      write: (chunk) => {
        chunks.push(chunk);
        forward?.write(chunk);
      },
      end: () => forward?.end(),
    },
    page: () => (keep ? { status, html: chunks.join('') } : undefined),
  };
}

/**
 * Every page: from the render cache when it holds this address (its path and the query parameters
 * its route reads: pageAddress) for the visitor's remote versions
 * (one due for a refresh is sent while one background render refreshes it), else rendered by the
 * workers and streamed to the visitor while it is kept. A page with a region the server could not
 * render is not kept: the next request tries again. A preview (what is not public yet), a private
 * route's page (ROUTE_TABLE's `private`: a mail's link), and a page whose links name the request's
 * own Host (no PUBLIC_SITE_URL), are rendered for that request alone: neither kept here nor by
 * shared caches. `onServed` hears of every page rendered for a
 * visitor (not one from the cache: only a render tries the versions), with the versions it was
 * rendered with, the visitor's address, and what failed if a region did.
 */
export function pageResponses({
  versionSetFor,
  cache,
  shortPath,
  siteUrl,
  onServed = () => undefined,
}: {
  versionSetFor: VersionSetFor;
  cache: ResponseCache;
  /**
   * Where a kept page sent to every visitor alike is recorded, to go out again before the app while
   * it is current: while the cache holds it and its versions are still the ones served (`servedVersions`).
   */
  shortPath?: { recorder: ShortPath; servedVersions: () => string | undefined };
  siteUrl?: string;
  onServed?: (set: VersionSet, path: string, address: string, failure?: Failure) => void;
}): RequestHandler {
  return async (req, res) => {
    const set = await versionSetFor(req, res);
    if (!set) throw new Error('no render worker is ready');
    const render = async (request: { url: string; siteUrl: string }, sink: PageSink): Promise<RenderOutcome> => {
      const stopTimer = renderDuration.startTimer();
      return set.render(request, sink).finally(() => stopTimer());
    };
    // A failure's trace id is the request's id, which the request's log line carries.
    const served = ({ failure, stage }: RenderOutcome) =>
      onServed(
        set,
        req.path,
        req.ip ?? '',
        failure
          ? {
              stage: stage ?? 'render',
              route: req.path,
              message: failure.slice(0, 300),
              traceId: typeof req.id === 'object' ? '' : String(req.id),
            }
          : undefined,
      );
    const { origin, fromHost } = siteOriginOf(req, siteUrl);
    const { address, query, unread } = pageAddress(req.originalUrl);
    const request = { url: `${origin}${address}`, siteUrl: origin };
    res.setHeader(VERSIONS_HEADER, set.versions);
    /** Streams a render to the visitor, page or redirect, with `caching` (its Cache-Control, and the like). */
    const visitor = (caching: Record<string, string>): PageSink => ({
      head: (status, headers) => {
        res.status(status).set(headers).set(caching);
        if (!headers.Location) res.type('html').set('Vary', 'Accept-Encoding');
      },
      write: (chunk) => res.write(chunk),
      end: () => res.end(),
    });
    // A release preview's page: for that browser alone, kept nowhere, counted for no release.
    if (set.pinned) {
      await render(request, visitor(PREVIEW_HEADERS));
      return;
    }
    const preview = query.has(PREVIEW_PARAM);
    const privatePage = routeOfPath(new URL(request.url).pathname)?.private === true;
    if (preview || privatePage || fromHost) {
      const caching = privatePage ? PRIVATE_PAGE_HEADERS : preview ? PREVIEW_HEADERS : { 'Cache-Control': REQUESTER_ONLY_CACHE_CONTROL };
      served(await render(request, visitor(caching)));
      return;
    }

    // An address with parameters no route reads is the page without them; shared caches, which
    // key by the whole address, are not asked to keep each made-up variant (they revalidate).
    const cacheControl = set.perVisitor ? PER_VISITOR_CACHE_CONTROL : unread ? 'no-cache' : sharedCacheControl(cache.ttlMs);
    const key = `${set.versions} ${request.url}`;
    /** Renders into the cache (and to `forward`), keeping the page unless a region failed. */
    const renderAndKeep = async (forward?: PageSink) => {
      const ticket = cache.ticket();
      const { sink, page } = collecting(forward);
      const outcome = await render(request, sink);
      const kept = page();
      // Built (gzip and ETag) only to be kept: a cache that keeps nothing is spared the work.
      if (kept && !outcome.failure && cache.ttlMs > 0) cache.set(key, cachedResponse(kept.status, 'html', kept.html), ticket);
      return outcome;
    };
    const cached = cache.get(key);
    if (cached) {
      renderCacheHits.inc();
      if (cached.refresh) void renderAndKeep().catch(() => undefined);
      else if (shortPath && !set.perVisitor) {
        const { recorder, servedVersions } = shortPath;
        recorder.remember(req, res, cached.entry, () => servedVersions() === set.versions && cache.current(key) === cached.entry);
      }
      sendCached(req, res, cached.entry, cacheControl);
      return;
    }
    renderCacheMisses.inc();
    served(await renderAndKeep(visitor({ 'Cache-Control': cacheControl })));
  };
}
