import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A rendered page as sent: its status, its HTML and that HTML gzipped once, and its ETag. */
export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Slot {
  page: CachedPage;
  expiresAt: number;
  /** When a refresh started; another may start if it has not ended after REFRESH_TIMEOUT_MS. */
  refreshStartedAt?: number;
}

const REFRESH_TIMEOUT_MS = 10_000;

export function cachedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html);
  return { status, html: body, gzip: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Rendered pages by address and remote versions, bounded by bytes (least recently used out).
 * An entry is fresh for `ttlMs`; after that it is still served while one render refreshes it.
 * `clear()` (a post was written) drops everything, and a render that started before it is not kept.
 */
export class PageCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The entry, and whether it is due for a refresh (which the caller then starts, once). */
  get(key: string): { page: CachedPage; refresh: boolean } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    const now = Date.now();
    const refresh = slot.expiresAt <= now && (slot.refreshStartedAt === undefined || now - slot.refreshStartedAt > REFRESH_TIMEOUT_MS);
    if (refresh) slot.refreshStartedAt = now;
    return { page: slot.page, refresh };
  }

  /** A ticket for storing a render that starts now; it is void once the cache is cleared. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, page: CachedPage, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    this.drop(key);
    const size = page.html.length + page.gzip.length;
    if (size > this.maxBytes) return;
    this.slots.set(key, { page, expiresAt: Date.now() + this.ttlMs });
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
    this.bytes -= slot.page.html.length + slot.page.gzip.length;
  }
}
