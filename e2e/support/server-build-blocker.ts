import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A remote's origin as the shell's server sees it when the remote's server build cannot be
 * loaded: everything is passed through to the real remote except `/server/*`, which fails.
 */
export async function startServerBuildBlocker(remoteOrigin: string) {
  const target = new URL(remoteOrigin);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/server/')) {
      res.writeHead(500).end('server build unavailable');
      return;
    }
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
