/** @jest-environment node */
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { apiProxy } from '../api-proxy';
import { appWithApi } from '../app';
import { createHttpServer, LIVE_PATH, READY_PATH } from '../http-server';

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in for the API that holds each request until the test answers it. */
async function startHeldApi() {
  let answer = () => {};
  let arrived = () => {};
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((_req, res) => {
    answer = () => res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'stored' }));
    arrived();
  });
  return { server, url: await listen(server), requestArrived, answer: () => answer() };
}

describe("the shell's HTTP server", () => {
  it('answers its probes ahead of the app; every other path goes on to the app', async () => {
    const { server } = createHttpServer((_req, res) => res.end('page'));
    const url = await listen(server);
    try {
      for (const probe of [LIVE_PATH, READY_PATH, `${READY_PATH}?from=balancer`]) {
        const res = await fetch(`${url}${probe}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ status: 'ok' });
      }
      expect(await (await fetch(`${url}/healthz/readiness`)).text()).toBe('page');
    } finally {
      server.close();
    }
  });

  it('drains: a proxied call in flight is answered, readiness says 503, new connections are refused', async () => {
    const api = await startHeldApi();
    const proxy = apiProxy(api.url);
    const { server, drain } = createHttpServer(appWithApi(undefined, proxy));
    const url = await listen(server);
    const { port } = server.address() as AddressInfo;

    // A probe half-sent before the drain: its connection stays open, so it gets an answer after.
    const probe = net.connect(port, '127.0.0.1');
    await once(probe, 'connect');
    probe.write(`GET ${READY_PATH} HTTP/1.1\r\nHost: shell\r\n`);
    let probeAnswer = '';
    probe.on('data', (chunk) => (probeAnswer += chunk.toString()));
    const signUp = fetch(`${url}/api/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    await api.requestArrived;

    const drained = drain.drain(5_000);
    probe.write('\r\n');
    await once(probe, 'close');
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
    await expect(fetch(`${url}${READY_PATH}`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

    api.answer();
    const res = await signUp;
    expect(res.status).toBe(201);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ message: 'stored' });
    expect(await drained).toBe(0);
    // What index.ts releases next: the proxy's pool has nothing left in flight.
    await proxy.close();
    api.server.close();
  });
});
