import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of this process: the HTTP ones below, those the service adds, and Node's own. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'],
  registers: [metricsRegistry],
});
const requestsInFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered.', registers: [metricsRegistry] });

/**
 * The route pattern that answered ("/api/posts/slug/:slug", "/{*path}"), never the raw path: ids,
 * slugs and addresses would each make a series of their own. Express sets `req.route` when a route
 * matches, while `req.baseUrl` is still that of the route's router (an error on its way out resets
 * it), so the pattern is taken then. Without a route: the mount path of the middleware that
 * answered ("/api/*" for the shell's proxy), or "no-route" (404s, static files).
 */
function trackRoute(req: Request): () => string {
  let route: { path: unknown } | undefined;
  let pattern: string | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path: unknown }) {
      route = value;
      pattern = routePattern(req.baseUrl, value);
    },
  });
  return () => pattern ?? (req.baseUrl ? `${req.baseUrl}/*` : 'no-route');
}

/** The route label of a request answered by the route `route` of the router mounted at `baseUrl`. */
export const routePattern = (baseUrl: string, route: { path: unknown }) => `${baseUrl}${String(route.path)}`;

/**
 * Idle: no request under way, and none answered for QUIET_MS, as seen once the event loop has read
 * its sockets. Under steady load a server is between two requests all the time, for microseconds:
 * that is no room for background work. And after the loop was busy for a while (background work
 * itself), requests wait unread in the sockets while none is counted: the check runs in a
 * setImmediate, after the loop's poll phase has read them.
 */
const QUIET_MS = 5;
/** Requests being answered (the gauge's value, kept at hand), when the last one was, and who waits for the process to be idle. */
let answering = 0;
let lastAnsweredAt = 0;
const idleWaiters = new Set<() => void>();
let idleCheck: NodeJS.Timeout | undefined;

const isIdle = () => answering === 0 && performance.now() - lastAnsweredAt >= QUIET_MS;

/** Once no request is under way: the waiters go when it has stayed so for QUIET_MS. */
function checkIdleSoon(): void {
  idleCheck ??= setTimeout(
    () =>
      setImmediate(() => {
        idleCheck = undefined;
        if (isIdle()) for (const resolve of [...idleWaiters]) resolve();
        else if (answering === 0) checkIdleSoon();
      }),
    QUIET_MS,
  );
}

/** Times every request and counts those in flight; first in the app, so that it sees them all. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const routeOf = trackRoute(req);
  const stopTimer = requestDuration.startTimer({ method: req.method });
  requestsInFlight.inc();
  answering += 1;
  // 'close' comes for every response, also one the client gave up on.
  res.once('close', () => {
    requestsInFlight.dec();
    answering -= 1;
    lastAnsweredAt = performance.now();
    if (answering === 0 && idleWaiters.size > 0) checkIdleSoon();
    stopTimer({ route: routeOf(), status: res.statusCode });
  });
  next();
};

/**
 * Counts a request answered outside the app (the short path, short-path.ts), as requestMetrics
 * counts the others: by method, route label and status, and as an answer for idleness. It was
 * answered in one go, so it was never in flight between two turns of the event loop.
 */
export function countAnswered(labels: { method: string; route: string; status: number }, seconds: number): void {
  requestDuration.observe(labels, seconds);
  lastAnsweredAt = performance.now();
  if (answering === 0 && idleWaiters.size > 0) checkIdleSoon();
}

/**
 * Resolves once this process is idle (requests as counted by requestMetrics: none under way, none
 * answered for QUIET_MS), or after `maxWaitMs` however busy it is: background work (the API's mail
 * worker) gives way to visitors.
 */
export function whenIdle(maxWaitMs: number): Promise<void> {
  if (answering === 0) checkIdleSoon();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      idleWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    idleWaiters.add(done);
  });
}

/**
 * GET /metrics in Prometheus's text format, on a server of its own (METRICS_PORT, SHELL_METRICS_PORT):
 * the public port, the shell's /api proxy and a CDN never reach it, and no secret needs handing to the scraper.
 */
export function metricsServer(): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}

/** The metrics server listening on `port`; one that cannot listen is logged, and the service runs on without it (metrics are for the operator). */
export function startMetricsServer(port: number, host: string, log: Logger): http.Server {
  const server = metricsServer().listen(port, host, () => log.info(`Metrics on http://${host}:${port}/metrics`));
  server.on('error', (error) => log.error(`The metrics server could not listen: ${error.message}`));
  return server;
}
