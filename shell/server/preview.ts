import type { Request } from 'express';
import { REQUESTER_ONLY_CACHE_CONTROL } from './site-url';

/**
 * A preview link (`/blog/{slug}?preview={token}`, and the API read its page makes) shows what is not
 * public: it is answered for its requester alone.
 */
export const isPreview = (req: Request) => req.query.preview !== undefined;

/** A preview page's headers: no cache keeps it, no search engine indexes it. */
export const PREVIEW_HEADERS = { 'Cache-Control': REQUESTER_ONLY_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };
