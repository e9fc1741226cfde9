import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** An answer as kept: its status and type, its body and that body gzipped once, and its ETag. */
export interface CachedResponse {
  status: number;
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** A redirect's Location (the API's 301 for a post's former slug). */
  location?: string;
  /**
   * When the answer stops being true without any write, as a list does when a scheduled post goes
   * public (ms since the epoch; Infinity: only a write changes it). It is never served from then on.
   */
  endsAt: number;
}

/** Builds an answer once, so that every request it serves costs no gzip and no hash. */
export function cachedResponse(
  status: number,
  type: string,
  content: string | Buffer,
  { location, endsAt = Infinity }: { location?: string; endsAt?: number } = {},
): CachedResponse {
  const body = Buffer.from(content);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, type, body, gzip: gzipSync(body), etag, location, endsAt };
}

/** Sends a kept answer: a 304 to a browser that has it, else gzipped when the browser takes gzip. */
export function sendCached(req: Request, res: Response, entry: CachedResponse, cacheControl: string): void {
  res.status(entry.status).type(entry.type).set({ ETag: entry.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' });
  if (entry.location) res.set('Location', entry.location);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(entry.gzip);
  else res.send(entry.body);
}
