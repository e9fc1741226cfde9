import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { CachedResponse } from './cached-response';
import { logAnswered, requestIdFrom } from './logger';
import { countAnswered, routePattern } from './metrics';

/** Request headers that can change what the app answers for a kept answer: with any of them, the app decides. */
const DECIDED_BY_THE_APP = ['authorization', 'cache-control', 'pragma', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range'];
/** Headers Node writes, or the short path makes, for each response. */
const MADE_PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
/** Addresses remembered at most (a made-up query string is an address of its own); the least recently used go. */
const MAX_ADDRESSES = 1000;

/** What the app sent for a kept answer to one kind of request: status, headers as written, which body. */
interface Recorded {
  status: number;
  headers: string[];
  body: 'body' | 'gzip' | 'none';
  route: string;
}

interface Address {
  entry: CachedResponse;
  stillCurrent: () => boolean;
  /** By the request headers the answer depends on (variantOf). */
  answers: Map<string, Recorded>;
}

/** The request headers a kept answer's headers depend on: the encodings taken, the origin (CORS), a revalidation. */
const variantOf = (headers: IncomingHttpHeaders, revalidating: boolean) =>
  `${headers['accept-encoding'] ?? ''}\n${headers.origin ?? ''}\n${revalidating ? '304' : ''}`;

/**
 * Kept answers (rendered pages, public reads) sent without the app's per-request work. When the
 * app sends a kept answer (`remember`, beside sendCached), the status and headers it wrote are
 * recorded under the request's address and the request headers they depend on. The next such
 * request, while the cache still holds that very answer with nothing to do (not due for a
 * refresh), is answered here, before the app (`first`): the recorded headers with a request id of
 * its own, and the kept bytes. It is counted in the request metrics and logged as the request
 * logger logs every request. Whatever it cannot be sure of (credentials, other conditionals, an
 * answer that set a cookie or was compressed otherwise, `eligible` saying no) goes to the app.
 */
export class ShortPath {
  private readonly addresses = new Map<string, Address>();
  /** Requests answered here (tests read it). */
  answered = 0;

  constructor(
    private readonly options: {
      log: Logger;
      /** The app's own say, cheaply: false while an answer depends on more than the request's address (a canary's cookie, say). */
      eligible?: (req: IncomingMessage) => boolean;
    },
  ) {}

  /** Records what the app sends for `entry`, a kept answer still served while `stillCurrent()`. */
  remember(req: Request, res: Response, entry: CachedResponse, stillCurrent: () => boolean): void {
    const address = req.originalUrl;
    const inm = req.headers['if-none-match'];
    if (req.method !== 'GET' || (inm !== undefined && inm !== entry.etag) || !this.applies(req)) return;
    const variant = variantOf(req.headers, inm !== undefined);
    const route = req.route ? routePattern(req.baseUrl, req.route as { path: unknown }) : 'no-route';
    res.once('finish', () => {
      const recorded = recordedAnswer(res, entry, route);
      if (!recorded) return;
      let kept = this.addresses.get(address);
      if (kept?.entry !== entry) {
        kept = { entry, stillCurrent, answers: new Map() };
        this.addresses.delete(address);
        this.addresses.set(address, kept);
        for (const [oldest] of this.addresses) {
          if (this.addresses.size <= MAX_ADDRESSES) break;
          this.addresses.delete(oldest);
        }
      }
      kept.answers.set(variant, recorded);
    });
  }

  /** Answers `req` when it can (true), else leaves it to the app. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    if (req.method !== 'GET') return false;
    const address = this.addresses.get(req.url ?? '');
    if (!address || !this.applies(req)) return false;
    const inm = req.headers['if-none-match'];
    if (inm !== undefined && inm !== address.entry.etag) return false;
    const recorded = address.answers.get(variantOf(req.headers, inm !== undefined));
    if (!recorded || !address.stillCurrent()) return false;
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.writeHead(recorded.status, [...recorded.headers, 'X-Request-Id', requestId]);
    res.end(recorded.body === 'none' ? undefined : address.entry[recorded.body]);
    this.answered += 1;
    const durationMs = performance.now() - started;
    countAnswered({ method: 'GET', route: recorded.route, status: recorded.status }, durationMs / 1000);
    logAnswered(this.options.log, requestId, req, res, Math.round(durationMs));
    return true;
  }

  /** Drops every record: what the app adds to answers has changed (the remotes' origins in a page's CSP, say). */
  forget(): void {
    this.addresses.clear();
  }

  /** `app` behind the short path. */
  first(app: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.answer(req, res)) app(req, res);
    };
  }

  private applies(req: IncomingMessage): boolean {
    return DECIDED_BY_THE_APP.every((name) => req.headers[name] === undefined) && (this.options.eligible?.(req) ?? true);
  }
}

/** What the app wrote for `entry`, when the short path can send the same: a 200, 304 or 404 that set no cookie, its body one of the kept ones. */
function recordedAnswer(res: ServerResponse, entry: CachedResponse, route: string): Recorded | undefined {
  const encoding = res.getHeader('content-encoding');
  const body = res.statusCode === 304 ? 'none' : encoding === 'gzip' ? 'gzip' : encoding === undefined ? 'body' : undefined;
  if (!body || ![200, 304, 404].includes(res.statusCode) || res.hasHeader('set-cookie')) return undefined;
  if (body !== 'none' && Number(res.getHeader('content-length')) !== entry[body].length) return undefined;
  // As the app spelled them. Node has this on every outgoing message; its types name it on ClientRequest only.
  const headers = (res as ServerResponse & { getRawHeaderNames(): string[] })
    .getRawHeaderNames()
    .filter((name) => !MADE_PER_RESPONSE.has(name.toLowerCase()))
    .flatMap((name) => [name, String(res.getHeader(name))]);
  return { status: res.statusCode, headers, body, route };
}
