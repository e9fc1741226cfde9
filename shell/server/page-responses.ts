import type { RequestHandler } from 'express';
import { renderCacheHits, renderCacheMisses, renderDuration } from './metrics';
import { cachedResponse, type ResponseCache, sendCached } from './response-cache';
import type { PageSink } from './render/render-page';
import { isPreview, PREVIEW_HEADERS } from './preview';
import type { renderWorkers } from './render-workers';
import { REQUESTER_ONLY_CACHE_CONTROL, siteOriginOf } from './site-url';

type Workers = Pick<ReturnType<typeof renderWorkers>, 'render' | 'versions'>;

/**
 * Pages are public: browsers revalidate every time (a 304 when unchanged), shared caches keep them
 * briefly. So are redirects (a post's former slug): kept briefly too, never for good, so that a slug
 * that moves again is followed.
 */
function cacheControl(ttlMs: number): string {
  const seconds = Math.floor(ttlMs / 1000);
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 6}` : 'no-cache';
}

/** Collects a render's page (a 200 or a 404; redirects are not kept) for the cache. */
function collecting(onPage: (status: number, html: string) => void, forward?: PageSink): PageSink {
  const chunks: string[] = [];
  let status = 0;
  let keep = false;
  return {
    head: (code, headers) => {
      status = code;
      keep = !headers.Location && (code === 200 || code === 404);
      forward?.head(code, headers);
    },
    write: (chunk) => {
      chunks.push(chunk);
      forward?.write(chunk);
    },
    end: () => {
      forward?.end();
      if (keep) onPage(status, chunks.join(''));
    },
  };
}

/**
 * Every page: from the render cache when it holds this address for the live remote versions (one
 * due for a refresh is sent while one background render refreshes it), else rendered by the workers
 * and streamed to the visitor while it is kept. A preview (what is not public yet), and a page whose
 * links name the request's own Host (no PUBLIC_SITE_URL), are rendered for that request alone:
 * neither kept here nor by shared caches.
 */
export function pageResponses({ workers, cache, siteUrl }: { workers: Workers; cache: ResponseCache; siteUrl?: string }): RequestHandler {
  const render: Workers['render'] = (request, sink) => {
    const stopTimer = renderDuration.startTimer();
    return workers.render(request, sink).finally(() => stopTimer());
  };
  return async (req, res) => {
    const { origin, fromHost } = siteOriginOf(req, siteUrl);
    const request = { url: `${origin}${req.originalUrl}`, siteUrl: origin };
    /** Streams a render to the visitor, page or redirect, with `caching` (its Cache-Control, and the like). */
    const visitor = (caching: Record<string, string>): PageSink => ({
      head: (status, headers) => {
        res.status(status).set(headers).set(caching);
        if (!headers.Location) res.type('html').set('Vary', 'Accept-Encoding');
      },
      write: (chunk) => res.write(chunk),
      end: () => res.end(),
    });
    const preview = isPreview(req);
    if (preview || fromHost) {
      await render(request, visitor(preview ? PREVIEW_HEADERS : { 'Cache-Control': REQUESTER_ONLY_CACHE_CONTROL }));
      return;
    }

    const key = `${workers.versions()} ${request.url}`;
    const keep = (ticket: number) => (status: number, html: string) => cache.set(key, cachedResponse(status, 'html', html), ticket);
    const cached = cache.get(key);
    if (cached) {
      renderCacheHits.inc();
      if (cached.refresh) void render(request, collecting(keep(cache.ticket()))).catch(() => undefined);
      sendCached(req, res, cached.entry, cacheControl(cache.ttlMs));
      return;
    }
    renderCacheMisses.inc();
    await render(request, collecting(keep(cache.ticket()), visitor({ 'Cache-Control': cacheControl(cache.ttlMs) })));
  };
}
