import { cachedResponse, type CachedResponse, ResponseCache, sendPublicRead, type ShortPath } from '@fns/server-kit';
import type { Request, RequestHandler, Response } from 'express';
import { Pool } from 'undici';
import { isPreview } from './preview';

const UNAVAILABLE = JSON.stringify({ message: 'The API is unavailable right now. Please try again shortly.' });

/** Writes that change what pages show: posts, categories and tags. */
const CONTENT = /^\/(posts|categories|tags)(\/|$)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * An admin's write the API accepted: only then are the caches cleared. Never a preflight (OPTIONS),
 * a refused or anonymous write: a visitor could otherwise empty them at will and make every page render afresh.
 */
const isContentWrite = (req: Request, status: number) =>
  WRITES.has(req.method) && status >= 200 && status < 300 && req.headers.authorization !== undefined && CONTENT.test(req.path);
/**
 * Reads every visitor gets the same answer to (no token), kept for a second under load. A preview's
 * read is for its requester alone: it goes through as the API answers it (`private, no-store`).
 */
const isPublicRead = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && !isPreview(req) && CONTENT.test(req.path);
/**
 * A micro-cache: each public read reaches the API about twice a second per address at most (a
 * refresh starts at half an answer's life), however many visitors ask; a write through this server
 * clears it at once.
 */
const PUBLIC_READ_CACHE_MS = 1_000;

/** Headers of one connection, not of the request (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function forwardedHeaders(req: Request): Record<string, string | string[] | undefined> {
  const headers: Record<string, string | string[] | undefined> = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // Only the visitor's address as this server determined it (the connection's, or what a proxy named in
  // SHELL_TRUST_PROXY forwarded): a visitor's own X-Forwarded-For would let them pick the API's rate-limit key.
  delete headers['x-forwarded-for'];
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  // The id this server logs the request under (the visitor's own only when valid): the API logs under it too.
  // The server kit's request logger makes it a string (pino-http types it wider); without one, the visitor's unchecked header is not passed on.
  headers['x-request-id'] = typeof req.id === 'string' ? req.id : undefined;
  delete headers.host;
  return headers;
}

const unavailable = (res: Response) => {
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'Content-Type': 'application/json' }).end(UNAVAILABLE);
};

/**
 * Forwards /api/* to the API, streaming both ways over a pool of kept-alive connections, with the
 * visitor's address (`req.ip`: the app's `trust proxy` decides) as the only X-Forwarded-For and
 * time limits on every exchange. Public reads are answered from a one-second cache, recorded in
 * `shortPath` to go out before the app while kept. `onContentWrite` hears of every successful write to posts, categories or tags.
 */
export function apiProxy(
  apiUrl: string,
  { onContentWrite, shortPath }: { onContentWrite?: () => void; shortPath?: ShortPath } = {},
): RequestHandler & { close: () => Promise<void> } {
  const pool = new Pool(new URL(apiUrl).origin, {
    connections: 128,
    headersTimeout: 15_000,
    bodyTimeout: 30_000,
    keepAliveTimeout: 10_000,
  });
  // Concurrent misses for one address share one request to the API; only a 200 is kept (a 301, an error: passed on).
  const reads = new ResponseCache({ ttlMs: PUBLIC_READ_CACHE_MS, maxBytes: 8 * 1024 * 1024, keeps: ({ status }) => status === 200 });

  async function fetchRead(req: Request): Promise<CachedResponse> {
    const { statusCode, headers, body } = await pool.request({
      path: req.originalUrl,
      method: 'GET',
      headers: { ...forwardedHeaders(req), 'accept-encoding': 'identity' },
    });
    const type = String(headers['content-type'] ?? 'application/json');
    // The Location goes with the answer: a browser's fetch follows the API's 301 for a post's former slug.
    const location = typeof headers.location === 'string' ? headers.location : undefined;
    return cachedResponse(statusCode, type, Buffer.from(await body.arrayBuffer()), { location });
  }

  // Browsers revalidate every time, as the API asks of them.
  const publicRead = (req: Request, res: Response) =>
    sendPublicRead(req, res, { cache: reads, key: req.originalUrl, produce: () => fetchRead(req), shortPath });

  async function stream(req: Request, res: Response): Promise<void> {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    await pool.stream(
      { path: req.originalUrl, method: req.method, headers: forwardedHeaders(req), body: hasBody ? req : null },
      ({ statusCode, headers }) => {
        if (isContentWrite(req, statusCode)) {
          reads.clear();
          onContentWrite?.();
        }
        for (const name of HOP_BY_HOP) delete headers[name];
        res.writeHead(statusCode, headers as Record<string, string | string[]>);
        return res;
      },
    );
  }

  const forward: RequestHandler = async (req, res) => {
    try {
      await (isPublicRead(req) ? publicRead(req, res) : stream(req, res));
    } catch {
      unavailable(res);
    }
  };
  return Object.assign(forward, { close: () => pool.close() });
}
