import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Lets tests take a remote down, bring it back, or build and deploy a new release of it while the
 * site runs: the processes belong to the global setup, which runs in another process than the tests.
 */
export async function startControlServer(actions: Record<'stop' | 'start' | 'redeploy', (key: string) => Promise<unknown>>) {
  const server = http.createServer((req, res) => {
    const match = /^\/remotes\/(marketing|blog|admin)\/(stop|start|redeploy)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, key, action] = match as unknown as [string, string, 'stop' | 'start' | 'redeploy'];
    const run = actions[action](key);
    run.then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
