import http from 'node:http';
import type { RequestHandler } from 'express';

const UNAVAILABLE = JSON.stringify({ message: 'The API is unavailable right now. Please try again shortly.' });

/** Forwards /api/* to the API as is, streaming both ways, with the client's address in X-Forwarded-For. */
export function apiProxy(apiUrl: string): RequestHandler {
  const target = new URL(apiUrl);
  return (req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' }).end(UNAVAILABLE);
    });
    req.pipe(upstream);
  };
}
