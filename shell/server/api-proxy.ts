import http from 'node:http';
import type { RequestHandler } from 'express';

const UNAVAILABLE = JSON.stringify({ message: 'The API is unavailable right now. Please try again shortly.' });

/** Writes that change what pages show: posts, categories and tags. */
const CONTENT = /^\/(posts|categories|tags)(\/|$)/;
const isContentWrite = (method: string, path: string, status: number) => method !== 'GET' && method !== 'HEAD' && status < 400 && CONTENT.test(path);

/**
 * Forwards /api/* to the API as is, streaming both ways, with the client's address in
 * X-Forwarded-For. `onContentWrite` hears of every successful write to posts, categories or tags.
 */
export function apiProxy(apiUrl: string, { onContentWrite }: { onContentWrite?: () => void } = {}): RequestHandler {
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
        const status = answer.statusCode ?? 502;
        if (onContentWrite && isContentWrite(req.method, req.path, status)) onContentWrite();
        res.writeHead(status, answer.headers);
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
