import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of this process: the HTTP ones below, the rate limits' and the database's, and Node's own. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'],
  registers: [metricsRegistry],
});
const requestsInFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered.', registers: [metricsRegistry] });
export const rateLimitRefusals = new Counter({
  name: 'api_rate_limit_refusals_total',
  help: 'Requests refused with a 429 by a form limit or the login protection.',
  registers: [metricsRegistry],
});
export const databaseErrors = new Counter({
  name: 'api_database_errors_total',
  help: 'Requests answered 503 because the database could not be reached.',
  registers: [metricsRegistry],
});

/**
 * The route pattern that answered ("/api/posts/slug/:slug"), never the raw path: ids and slugs would
 * make a series per post. Express sets `req.route` when a route matches, while `req.baseUrl` is still
 * that of the route's router (an error on its way out resets it), so the pattern is taken then.
 * Without a route: the mount path of the middleware that answered, or "no-route" (404s, static files).
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
      pattern = `${req.baseUrl}${String(value.path)}`;
    },
  });
  return () => pattern ?? (req.baseUrl ? `${req.baseUrl}/*` : 'no-route');
}

/** Times every request and counts those in flight; first in the app, so that it sees them all. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const routeOf = trackRoute(req);
  const stopTimer = requestDuration.startTimer({ method: req.method });
  requestsInFlight.inc();
  // 'close' comes for every response, also one the client gave up on.
  res.once('close', () => {
    requestsInFlight.dec();
    stopTimer({ route: routeOf(), status: res.statusCode });
  });
  next();
};

/**
 * GET /metrics in Prometheus's text format, on a server of its own (METRICS_PORT): the public port,
 * the shell's /api proxy and a CDN never reach it, and no secret needs handing to the scraper.
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
