import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  json: Buffer;
  gzip: Buffer;
  etag: string;
  /** When the answer stops being true (ms since the epoch; Infinity: only a write changes it). */
  endsAt: number;
}

/**
 * An answer that is known to change at `until` without any write, as a list does when a scheduled
 * post goes public: it is never served from `until` on, not even while a refresh runs.
 */
export class ExpiringAnswer {
  constructor(
    readonly body: unknown,
    readonly until: Date | null,
  ) {}
}

interface Slot {
  entry: Promise<Entry>;
  expiresAt: number;
  /** The answer's endsAt once it is ready: from then on it is not served at all. */
  endsAt: number;
  refreshing: boolean;
  /** The answer's size (JSON plus gzip) once it is ready; 0 while it is being produced. */
  bytes: number;
}

/**
 * Serialized (and pre-compressed) answers of public reads, keyed by what they depend on. Writes
 * through this API clear it at once; the time limit bounds staleness when several API instances
 * share one database. An expired entry keeps answering while one background query refreshes it,
 * so readers never queue behind the database; an ExpiringAnswer is never served past its time, so a
 * scheduled post appears in the lists at its time. Concurrent misses for one key share one query.
 * The answers held are bounded by bytes, least recently used out, whatever the keys requested.
 */
export class PublicResponseCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  async send(req: Request, res: Response, key: string, produce: () => Promise<unknown>): Promise<void> {
    const entry = await this.entry(key, produce);
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      ETag: entry.etag,
      // Browsers revalidate every time; an unchanged answer costs a 304 and no body.
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.set('Content-Encoding', 'gzip').send(entry.gzip);
      return;
    }
    res.send(entry.json);
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  /** Entries held now and the bytes of their answers. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }

  private entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    if (this.ttlMs <= 0) return serialize(produce());
    const slot = this.slots.get(key);
    if (!slot || slot.endsAt <= Date.now()) return this.keep(key, serialize(produce())).entry;
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    if (slot.expiresAt <= Date.now() && !slot.refreshing) {
      slot.refreshing = true;
      const next = serialize(produce());
      // Swapped in only if no write cleared the cache meanwhile: the query may predate that write.
      next.then(
        () => this.slots.get(key) === slot && this.keep(key, next),
        () => this.slots.get(key) === slot && this.drop(key),
      );
    }
    return slot.entry;
  }

  /** Holds `entry` under `key`; its bytes count (and may push older answers out) once it is ready. */
  private keep(key: string, entry: Promise<Entry>): Slot {
    this.drop(key);
    const slot: Slot = { entry, expiresAt: Date.now() + this.ttlMs, endsAt: Infinity, refreshing: false, bytes: 0 };
    this.slots.set(key, slot);
    entry.then(
      ({ json, gzip, endsAt }) => {
        if (this.slots.get(key) !== slot) return;
        slot.endsAt = endsAt;
        const bytes = json.length + gzip.length;
        // Served, but not kept: it alone would push every other answer out.
        if (bytes > this.maxBytes) {
          this.drop(key);
          return;
        }
        slot.bytes = bytes;
        this.bytes += bytes;
        this.evict();
      },
      // A failed read (bad input, database away) is never kept.
      () => this.slots.get(key) === slot && this.drop(key),
    );
    return slot;
  }

  /** Drops ready answers, least recently used first, until they fit in the bound. */
  private evict(): void {
    for (const [key, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) return;
      // One still being produced holds no bytes yet; dropping it would only repeat its query.
      if (slot.bytes > 0) this.drop(key);
    }
  }

  private drop(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }
}

async function serialize(value: Promise<unknown>): Promise<Entry> {
  const answer = await value;
  const [body, until] = answer instanceof ExpiringAnswer ? [answer.body, answer.until] : [answer, null];
  const json = Buffer.from(JSON.stringify(body));
  return {
    json,
    gzip: gzipSync(json),
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    endsAt: until?.getTime() ?? Infinity,
  };
}
