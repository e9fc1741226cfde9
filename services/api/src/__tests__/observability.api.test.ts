import type { AddressInfo } from 'node:net';
import { metricsRegistry, metricsServer, requestLogger } from '@fns/server-kit';
import express from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { errorHandler } from '../middleware/error-handler';
import { capturedLogger } from '../test-support/captured-logger';
import { match } from '../test-support/matchers';
import { testConfig } from '../test-support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and request logs', () => {
  const { log, lines } = capturedLogger();
  const app = createApp(testConfig({ FORM_RATE_LIMIT_MAX: '1' }), { log });
  beforeEach(() => lines.splice(0));

  it('answers every request with an X-Request-Id: a valid incoming one is kept, anything else replaced', async () => {
    expect((await request(app).get('/api/health/live')).headers['x-request-id']).toMatch(UUID);
    expect((await request(app).get('/api/health/live').set('X-Request-Id', 'edge-42.a_b')).headers['x-request-id']).toBe('edge-42.a_b');
    for (const invalid of ['has space', 'a'.repeat(65), 'x"}{"level":"fatal', 'semi;colon']) {
      const res = await request(app).get('/api/health/live').set('X-Request-Id', invalid);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('logs one JSON line per request with its fields, and no e-mail address, password or token', async () => {
    const email = 'founder@example.com';
    const password = 'correct-horse-secret';
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-token';
    await request(app)
      .post(`/api/auth/login?email=${encodeURIComponent(email)}&token=${token}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', `session=${token}`)
      .set('X-Request-Id', 'login-1')
      .send({ username: email, password });

    const line = lines.find((entry) => entry.requestId === 'login-1');
    expect(line).toEqual(
      expect.objectContaining({
        level: 'info',
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        durationMs: match.any(Number),
        msg: 'request completed',
      }),
    );
    expect(new Date(String(line!.time)).getTime()).not.toBeNaN();
    const written = JSON.stringify(lines);
    for (const secret of [email, 'founder', password, token]) expect(written).not.toContain(secret);
  });

  it("logs an error answer's failure with the request id", async () => {
    const failing = express()
      .use(requestLogger(log))
      .get('/boom', () => {
        throw new Error('a bug');
      })
      .use(errorHandler);
    const res = await request(failing).get('/boom?email=someone@example.com').set('X-Request-Id', 'err-1');
    expect(res.status).toBe(500);
    const forRequest = lines.filter((entry) => entry.requestId === 'err-1');
    expect(forRequest).toEqual([
      expect.objectContaining({ level: 'error', msg: 'GET /boom failed', err: match.objectContaining({ message: 'a bug' }) }),
      expect.objectContaining({ level: 'error', method: 'GET', path: '/boom', status: 500, msg: 'request failed' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});

describe('metrics', () => {
  const { log } = capturedLogger();
  const app = createApp(testConfig({ FORM_RATE_LIMIT_MAX: '1' }), { log });

  it('counts requests by route pattern and status, and rate-limit refusals', async () => {
    await request(app).get('/api/posts/slug/a-slug-nobody-wrote');
    await request(app).post('/api/contact').send({});
    expect((await request(app).post('/api/contact').send({})).status).toBe(429);

    const text = await metricsRegistry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/posts\/slug\/:slug",status="404"\}/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/contact\/",status="429"\} 1/);
    expect(text).not.toContain('a-slug-nobody-wrote');
    expect(text).toMatch(/^api_rate_limit_refusals_total \d+$/m);
    expect(text).not.toMatch(/^api_rate_limit_refusals_total 0$/m);
    expect(text).toMatch(/^http_requests_in_flight \d+$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("follows the database driver's connection pool: open connections, and those a query holds", async () => {
    const gauge = async (state: string) =>
      Number(new RegExp(`^api_database_pool_connections\\{state="${state}"\\} (\\d+)$`, 'm').exec(await metricsRegistry.metrics())?.[1]);
    await request(app).get('/api/posts');
    expect(await gauge('open')).toBeGreaterThanOrEqual(1);
    expect(await gauge('in_use')).toBe(0);
  });

  it('serves /metrics on its own server only, never on the public port', async () => {
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/api/metrics')).status).toBe(404);

    const server = metricsServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
