import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** An answer as sent: its status and type, its body and that body gzipped once, and its ETag. */
export interface CachedResponse {
  status: number;
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** A redirect's Location (the API's 301 for a post's former slug). */
  location?: string;
}

interface Slot {
  entry: CachedResponse;
  /** From then on, a request also starts a refresh. */
  refreshAt: number;
  /** From then on, the entry is not served. */
  expiresAt: number;
  /** When a refresh started; another may start if it has not ended after REFRESH_TIMEOUT_MS. */
  refreshStartedAt?: number;
}

const REFRESH_TIMEOUT_MS = 10_000;

export function cachedResponse(status: number, type: string, content: string | Buffer, location?: string): CachedResponse {
  const body = Buffer.from(content);
  return { status, type, body, gzip: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, location };
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

/**
 * Answers (rendered pages, public API reads) by key, bounded by bytes (least recently used out).
 * Nothing older than `ttlMs` is served: that is how long a change made elsewhere (another instance's
 * write, a post whose scheduled time came) can stay unseen. From half its life on, a request for an
 * entry also starts one refresh of it, so under steady traffic it is replaced before it expires and
 * readers do not wait; one nobody asked for meanwhile is produced afresh for the next request, as is
 * one whose refresh failed or was not kept (a page that became a redirect).
 * `clear()` (a post was written) drops everything, and an answer produced before it is not kept.
 */
export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The entry, and whether it is due for a refresh (which the caller then starts, once). */
  get(key: string): { entry: CachedResponse; refresh: boolean } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    const now = Date.now();
    if (slot.expiresAt <= now) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    const refresh = slot.refreshAt <= now && (slot.refreshStartedAt === undefined || now - slot.refreshStartedAt > REFRESH_TIMEOUT_MS);
    if (refresh) slot.refreshStartedAt = now;
    return { entry: slot.entry, refresh };
  }

  /** A ticket for storing an answer produced from now on; it is void once the cache is cleared. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, entry: CachedResponse, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    this.drop(key);
    const size = entry.body.length + entry.gzip.length;
    if (size > this.maxBytes) return;
    const now = Date.now();
    this.slots.set(key, { entry, refreshAt: now + this.ttlMs / 2, expiresAt: now + this.ttlMs });
    this.bytes += size;
    for (const [oldest] of this.slots) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  private drop(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.entry.body.length + slot.entry.gzip.length;
  }
}
