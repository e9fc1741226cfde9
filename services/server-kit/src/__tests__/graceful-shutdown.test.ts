import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { drainable } from '../graceful-shutdown';

/** A plain server: `/slow` answers when the test says so, anything else at once. */
async function startServer() {
  let answerSlow = () => {};
  let arrived = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('fast');
    answerSlow = () => res.end('slow');
    arrived();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, slowArrived, answerSlow: () => answerSlow() };
}

function get(url: string, agent?: http.Agent): Promise<{ status: number; connection?: string; body: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, socket: req.socket! }));
    });
    req.on('error', reject);
  });
}

describe('drainable', () => {
  it('refuses new connections, closes idle kept-alive ones at once, and lets a request in flight finish with Connection: close', async () => {
    const { server, url, slowArrived, answerSlow } = await startServer();
    const drain = drainable(server);
    const keptAlive = new http.Agent({ keepAlive: true });
    const idle = (await get(`${url}/fast`, keptAlive)).socket;
    const idleClosed = once(idle, 'close');
    const slow = get(`${url}/slow`);
    await slowArrived;

    const drained = drain.drain(5_000);
    expect(drain.draining).toBe(true);
    await idleClosed;
    await expect(get(`${url}/fast`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    answerSlow();
    expect(await slow).toMatchObject({ status: 200, body: 'slow', connection: 'close' });
    expect(await drained).toBe(0);
    keptAlive.destroy();
  });

  it('cuts what is still in flight after the timeout and says how many', async () => {
    const { server, url, slowArrived } = await startServer();
    const drain = drainable(server);
    const slow = get(`${url}/slow`);
    await slowArrived;

    expect(await drain.drain(50)).toBe(1);
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
