import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Slot {
  entry: Promise<Entry>;
  expiresAt: number;
  refreshing: boolean;
}

/**
 * Serialized (and pre-compressed) answers of public reads, keyed by what they depend on. Writes
 * through this API clear it at once; the time limit bounds staleness when several API instances
 * share one database. An expired entry keeps answering while one background query refreshes it,
 * so readers never queue behind the database. Concurrent misses for one key share one query.
 */
export class PublicResponseCache {
  private readonly slots = new Map<string, Slot>();

  constructor(private readonly ttlMs: number) {}

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
  }

  private entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    if (this.ttlMs <= 0) return serialize(produce());
    const slot = this.slots.get(key);
    if (!slot) return this.fill(key, produce).entry;
    if (slot.expiresAt <= Date.now() && !slot.refreshing) {
      slot.refreshing = true;
      const next = serialize(produce());
      // Swapped in only if no write cleared the cache meanwhile: the query may predate that write.
      next.then(
        () => this.slots.get(key) === slot && this.slots.set(key, this.slotOf(next)),
        () => this.slots.get(key) === slot && this.slots.delete(key),
      );
    }
    return slot.entry;
  }

  private fill(key: string, produce: () => Promise<unknown>): Slot {
    const slot = this.slotOf(serialize(produce()));
    this.slots.set(key, slot);
    // A failed read (bad input, database away) is never kept.
    slot.entry.catch(() => this.slots.get(key) === slot && this.slots.delete(key));
    return slot;
  }

  private slotOf(entry: Promise<Entry>): Slot {
    return { entry, expiresAt: Date.now() + this.ttlMs, refreshing: false };
  }
}

async function serialize(value: Promise<unknown>): Promise<Entry> {
  const json = Buffer.from(JSON.stringify(await value));
  return { json, gzip: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}
