import { PREVIEW_PARAM } from '@fns/contracts/remotes';
import type { Request } from 'express';
import { REQUESTER_ONLY_CACHE_CONTROL } from './site-url';

/**
 * A preview link's API read (`/api/posts/slug/{slug}?preview={token}`) shows what is not public: it
 * is answered for its requester alone. Parsed as the blog's loader parses the page's address
 * (URLSearchParams), never by Express's query parser, which stops at 1000 keys: a preview hidden
 * behind a thousand others would be taken for a public read. (Pages: pageAddress.)
 */
export const isPreview = (req: Request) => new URL(req.originalUrl, 'http://localhost').searchParams.has(PREVIEW_PARAM);

/** A preview page's headers: no cache keeps it, no search engine indexes it. */
export const PREVIEW_HEADERS = { 'Cache-Control': REQUESTER_ONLY_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };
