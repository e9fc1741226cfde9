/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger, metricsServer } from '@fns/server-kit';
import { apiProxy } from '../api-proxy';
import { appWithApi } from '../app';

/** A stand-in for the API: answers with the X-Request-Id it received. */
function startApiStandIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ requestId: req.headers['x-request-id'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));
const listening = async (server: http.Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the shell's request ids, request logs and metrics", () => {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let api: http.Server;
  let shell: http.Server;
  let proxy: ReturnType<typeof apiProxy>;
  beforeAll(async () => {
    api = await startApiStandIn();
    proxy = apiProxy(urlOf(api));
    const log = createLogger({ name: 'shell', destination });
    log.level = 'info'; // the Jest config quiets the other tests' servers with LOG_LEVEL
    shell = await listening(appWithApi(undefined, proxy, log).listen(0, '127.0.0.1'));
  });
  afterAll(async () => {
    await close(shell);
    await proxy.close();
    await close(api);
  });

  const call = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${urlOf(shell)}${path}`, { method: 'POST', headers });
    return { answered: res.headers.get('x-request-id'), received: ((await res.json()) as { requestId: string | null }).requestId };
  };

  it('keeps a valid incoming X-Request-Id, answers it, and passes it to the API', async () => {
    expect(await call('/api/auth/login', { 'X-Request-Id': 'cdn-7f3a.1_b' })).toEqual({
      answered: 'cdn-7f3a.1_b',
      received: 'cdn-7f3a.1_b',
    });
  });

  it('replaces a missing or invalid one with a UUID, the same for the visitor and the API', async () => {
    const sent: Array<Record<string, string>> = [{}, { 'X-Request-Id': 'no spaces allowed' }, { 'X-Request-Id': 'x'.repeat(65) }];
    for (const headers of sent) {
      const { answered, received } = await call('/api/auth/login', headers);
      expect(answered).toMatch(UUID);
      expect(received).toBe(answered);
    }
  });

  it('logs the request with its fields, without the query string or credentials', async () => {
    await call('/api/newsletter?email=reader%40example.com&token=s3cr3t-token', {
      'X-Request-Id': 'log-1',
      Authorization: 'Bearer s3cr3t-token',
      Cookie: 'sid=s3cr3t-token',
    });
    expect(lines.find((line) => line.requestId === 'log-1')).toEqual(
      expect.objectContaining({
        level: 'info',
        time: expect.any(String) as unknown,
        method: 'POST',
        path: '/api/newsletter',
        status: 200,
        durationMs: expect.any(Number) as unknown,
        msg: 'request completed',
      }),
    );
    const written = JSON.stringify(lines);
    for (const secret of ['reader', 'example.com', 's3cr3t-token']) expect(written).not.toContain(secret);
  });

  it('serves the histogram and counters on the metrics server only', async () => {
    await call('/api/posts/some-slug/comments');
    expect((await fetch(`${urlOf(shell)}/metrics`, { method: 'GET' })).status).toBe(404);

    const metrics = await listening(metricsServer().listen(0, '127.0.0.1'));
    try {
      const res = await fetch(`${urlOf(metrics)}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/\*",status="200"\} \d+/);
      expect(text).not.toContain('some-slug');
      expect(text).toMatch(/^http_requests_in_flight \d+$/m);
      for (const name of [
        'shell_render_duration_seconds',
        'shell_render_cache_hits_total',
        'shell_render_cache_misses_total',
        'shell_remote_load_failures_total',
        'process_cpu_user_seconds_total',
      ]) {
        expect(text).toContain(name);
      }
    } finally {
      await close(metrics);
    }
  });
});
