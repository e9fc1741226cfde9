/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiProxy } from '../api-proxy';
import { appWithApi } from '../app';

/** A stand-in for the API: answers every request with the X-Forwarded-For it received. */
function startApiStandIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

/** A stand-in API answering with `handler`, and the shell's app up to its proxy in front of it; `stop` ends all three. */
async function proxyInFront(handler: http.RequestListener, options?: Parameters<typeof apiProxy>[1]) {
  const api = http.createServer(handler);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const proxy = apiProxy(urlOf(api), options);
  const shell = appWithApi(undefined, proxy).listen(0, '127.0.0.1');
  await new Promise((resolve) => shell.once('listening', resolve));
  return {
    url: urlOf(shell),
    stop: async () => {
      await close(shell);
      await proxy.close();
      await close(api);
    },
  };
}

describe("the /api proxy tells the API the visitor's address, and only that", () => {
  let api: http.Server;
  beforeAll(async () => {
    api = await startApiStandIn();
  });
  afterAll(() => close(api));

  /** The shell's app up to its proxy, with SHELL_TRUST_PROXY as given, serving one exchange. */
  async function forwardedFor(trustProxy: string | undefined, request: { method?: string; path?: string; forwardedFor?: string }) {
    const proxy = apiProxy(urlOf(api));
    const shell = appWithApi(trustProxy, proxy).listen(0, '127.0.0.1');
    await new Promise((resolve) => shell.once('listening', resolve));
    try {
      const res = await fetch(`${urlOf(shell)}/api${request.path ?? '/auth/login'}`, {
        method: request.method ?? 'POST',
        headers: request.forwardedFor ? { 'X-Forwarded-For': request.forwardedFor } : {},
      });
      return ((await res.json()) as { forwardedFor: string | null }).forwardedFor;
    } finally {
      await close(shell);
      await proxy.close();
    }
  }

  it('sends the connection address, whatever X-Forwarded-For the visitor sends (no SHELL_TRUST_PROXY)', async () => {
    expect(await forwardedFor(undefined, {})).toBe('127.0.0.1');
    expect(await forwardedFor(undefined, { forwardedFor: '6.6.6.6' })).toBe('127.0.0.1');
    expect(await forwardedFor(undefined, { forwardedFor: '6.6.6.6, 198.51.100.1' })).toBe('127.0.0.1');
    // Public reads (answered through the proxy's cache) are forwarded the same way.
    expect(await forwardedFor(undefined, { method: 'GET', path: '/posts', forwardedFor: '6.6.6.6' })).toBe('127.0.0.1');
    expect(await forwardedFor('false', { forwardedFor: '6.6.6.6' })).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only as far as the proxies in SHELL_TRUST_PROXY, and sends one address', async () => {
    // A load balancer on this machine in front of the shell appended the visitor's address to what the visitor sent.
    expect(await forwardedFor('loopback', { forwardedFor: '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await forwardedFor('1', { forwardedFor: '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    // A proxy elsewhere is not this one: the header is not believed.
    expect(await forwardedFor('10.0.0.0/8', { forwardedFor: '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('refuses SHELL_TRUST_PROXY=true (every hop believed: the visitor would choose)', () => {
    expect(() => appWithApi('true', (_req, res) => res.end())).toThrow(/invalid IP address: true/);
  });
});

describe('the /api proxy and the public post reads', () => {
  let site: Awaited<ReturnType<typeof proxyInFront>>;
  const reached: string[] = [];
  beforeAll(async () => {
    // A stand-in for the API: a former slug's 301, and a preview answered for its requester alone.
    site = await proxyInFront((req, res) => {
      reached.push(req.url!);
      if (req.url === '/api/posts/slug/former-slug') {
        res.writeHead(301, { Location: '/api/posts/slug/current-slug', 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ message: 'This post has moved.', slug: 'current-slug' }));
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
      res.end(JSON.stringify({ slug: 'current-slug', preview: true }));
    });
  });
  afterAll(() => site.stop());

  it("passes a former slug's 301 on with its Location, so the browser follows it to the post", async () => {
    const moved = await fetch(`${site.url}/api/posts/slug/former-slug`, { redirect: 'manual' });
    expect({ status: moved.status, location: moved.headers.get('location') }).toEqual({
      status: 301,
      location: '/api/posts/slug/current-slug',
    });
  });

  it('sends every preview read to the API and its answer as the API gave it: kept by no cache, indexed by no search engine', async () => {
    reached.splice(0);
    for (let read = 0; read < 2; read += 1) {
      const preview = await fetch(`${site.url}/api/posts/slug/current-slug?preview=t0k`);
      expect({ cacheControl: preview.headers.get('cache-control'), robots: preview.headers.get('x-robots-tag') }).toEqual({
        cacheControl: 'private, no-store',
        robots: 'noindex',
      });
    }
    expect(reached).toEqual(['/api/posts/slug/current-slug?preview=t0k', '/api/posts/slug/current-slug?preview=t0k']);
  });
});

describe('the caches a visitor cannot flush', () => {
  let site: Awaited<ReturnType<typeof proxyInFront>>;
  let contentWrites = 0;
  beforeAll(async () => {
    // A stand-in for the API: a CORS preflight, and writes accepted only with the admin's token.
    site = await proxyInFront(
      (req, res) => {
        if (req.method === 'OPTIONS') return res.writeHead(204).end();
        const status = req.headers.authorization === 'Bearer admin' ? 201 : req.headers.authorization ? 403 : 401;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      },
      { onContentWrite: () => (contentWrites += 1) },
    );
  });
  afterAll(() => site.stop());

  const send = (method: string, authorization?: string) =>
    fetch(`${site.url}/api/posts`, { method, headers: authorization ? { Authorization: authorization } : {} });

  it('are cleared only after a 2xx to an authenticated write: never by a preflight or a refused write', async () => {
    for (const [method, authorization] of [['OPTIONS'], ['POST'], ['DELETE', 'Bearer forged'], ['PUT', 'Bearer forged']] as const) {
      expect((await send(method, authorization)).status).toBeGreaterThanOrEqual(204);
    }
    expect(contentWrites).toBe(0);
    expect((await send('POST', 'Bearer admin')).status).toBe(201);
    expect(contentWrites).toBe(1);
  });
});
