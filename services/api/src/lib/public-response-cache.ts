import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Serialized (and pre-compressed) answers of public reads, keyed by what they depend on. Writes
 * through this API clear it at once; the time limit bounds staleness when several API instances
 * share one database. Concurrent misses for one key share a single database query.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, { entry: Promise<Entry>; expiresAt: number }>();

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
    this.entries.clear();
  }

  private entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.entry;
    const entry = produce().then((value) => {
      const json = Buffer.from(JSON.stringify(value));
      return { json, gzip: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
    if (this.ttlMs > 0) {
      this.entries.set(key, { entry, expiresAt: Date.now() + this.ttlMs });
      // A failed read (bad input, database away) is never kept.
      entry.catch(() => this.entries.get(key)?.entry === entry && this.entries.delete(key));
    }
    return entry;
  }
}
