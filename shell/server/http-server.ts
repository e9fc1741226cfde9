import http, { type RequestListener, type ServerResponse } from 'node:http';
import { type Drain, drainable } from '@fns/server-kit';

/** Where a load balancer or orchestrator asks: is the process up (live), does it take requests (ready). */
export const LIVE_PATH = '/healthz/live';
export const READY_PATH = '/healthz/ready';

function answer(res: ServerResponse, status: number, body: object): void {
  const json = JSON.stringify(body);
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'no-store' })
    .end(json);
}

/**
 * The shell's HTTP server: the two probes answered ahead of `app` (whose catch-all page route
 * would render them as pages), ready 503 from the start of a drain on; every other request goes
 * on to `app`.
 */
export function createHttpServer(app: RequestListener): { server: http.Server; drain: Drain } {
  const server = http.createServer();
  const drain = drainable(server);
  server.on('request', (req, res) => {
    const path = req.url?.split('?')[0];
    if (path === LIVE_PATH) return answer(res, 200, { status: 'ok' });
    if (path === READY_PATH)
      return drain.draining ? answer(res, 503, { message: 'The server is shutting down.' }) : answer(res, 200, { status: 'ok' });
    app(req, res);
  });
  return { server, drain };
}
