import { cachedResponse, ResponseCache, sendPublicRead, type ShortPath } from '@fns/server-kit';
import type { Request, Response } from 'express';

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

/**
 * The public reads' JSON answers, keyed by what they depend on. Writes through this API clear it at
 * once; the time limit bounds staleness when several API instances share one database. An expired
 * entry keeps answering while one background query refreshes it, so readers never queue behind the
 * database; concurrent misses for one key share one query.
 */
export class PublicResponseCache extends ResponseCache {
  /** `shortPath`: where the answers sent are recorded, to be sent again before the app while current. */
  constructor(
    ttlMs: number,
    maxBytes: number,
    private readonly shortPath?: ShortPath,
  ) {
    super({ ttlMs, maxBytes, serveExpired: true });
  }

  send(req: Request, res: Response, key: string, produce: () => Promise<unknown>): Promise<void> {
    return sendPublicRead(req, res, {
      cache: this,
      key,
      shortPath: this.shortPath,
      produce: async () => {
        const answer = await produce();
        const [body, until] = answer instanceof ExpiringAnswer ? [answer.body, answer.until] : [answer, null];
        return cachedResponse(200, 'json', JSON.stringify(body), { endsAt: until?.getTime() });
      },
    });
  }
}
