import type { Request, Response } from 'express';
import { type CachedResponse, sendCached } from './cached-response';
import type { ResponseCache } from './response-cache';
import type { ShortPath } from './short-path';

/**
 * Sends a public read's kept answer (or the one `produce` makes) for browsers to revalidate each
 * time, and records it in `shortPath`, which sends it again before the app while `cache` holds it unchanged.
 */
export async function sendPublicRead(
  req: Request,
  res: Response,
  { cache, key, produce, shortPath }: { cache: ResponseCache; key: string; produce: () => Promise<CachedResponse>; shortPath?: ShortPath },
): Promise<void> {
  const entry = await cache.read(key, produce);
  shortPath?.remember(req, res, entry, () => cache.current(key) === entry);
  // An unchanged answer costs a 304 and no body.
  sendCached(req, res, entry, 'no-cache');
}
