import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ShortPath } from '@fns/server-kit';
import request from 'supertest';
import { createApp } from '../app';
import { capturedLogger } from '../test-support/captured-logger';
import { adminAuthHeader, testConfig } from '../test-support/test-app';

const config = testConfig({ PUBLIC_CACHE_SECONDS: '60' });
const { log, lines } = capturedLogger();
const shortPath = new ShortPath({ log });
const app = createApp(config, { log, shortPath });
const server = http.createServer(shortPath.first(app));
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** An answer as it came over the wire: status, headers (lower-case names), raw body bytes. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The headers that must match: all but those made for each response. */
const comparable = ({ date: _date, 'x-request-id': requestId, ...rest }: http.IncomingHttpHeaders) => {
  expect(requestId).toMatch(/^[\w.-]+$/);
  return rest;
};

describe('the short path of cached public reads', () => {
  let slug: string;
  // Each test starts from an empty database (the suites' setup): its post is written again.
  beforeEach(async () => {
    const auth = await adminAuthHeader(config);
    const created = await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Short path', published: true });
    slug = (created.body as { slug: string }).slug;
  });

  const kinds: Array<[string, Record<string, string>]> = [
    ['gzip', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['no encoding', {}],
    ['from a site origin (CORS)', { 'Accept-Encoding': 'gzip', Origin: 'http://localhost:3000' }],
  ];
  for (const path of ['/api/posts', '/api/posts/featured', '/api/posts/slug/{slug}'])
    for (const [kind, headers] of kinds)
      it(`answers GET ${path}, ${kind}, with exactly the headers and bytes of the app's answer, and a 304 likewise`, async () => {
        const address = path.replace('{slug}', slug);
        const answered = shortPath.answered;
        const long = await get(address, headers);
        const short = await get(address, headers);
        expect([address, long.status]).toEqual([address, 200]);
        expect(shortPath.answered).toBe(answered + 1);
        expect(short.status).toBe(long.status);
        expect(comparable(short.headers)).toEqual(comparable(long.headers));
        expect(short.body.equals(long.body)).toBe(true);
        // A client that has it: the app's 304, then the short path's.
        const revalidating = { ...headers, 'If-None-Match': long.headers.etag! };
        const long304 = await get(address, revalidating);
        const short304 = await get(address, revalidating);
        expect([long304.status, short304.status, shortPath.answered]).toEqual([304, 304, answered + 2]);
        expect(comparable(short304.headers)).toEqual(comparable(long304.headers));
      });

  it('logs the request as the app would: one line, same fields, its own request id', async () => {
    await get('/api/posts/featured', { 'X-Request-Id': 'long-1' });
    await get('/api/posts/featured', { 'X-Request-Id': 'short-1' });
    const long = lines.filter((line) => line.requestId === 'long-1');
    const short = lines.filter((line) => line.requestId === 'short-1');
    expect(short).toHaveLength(1);
    const fields = ({ time: _time, durationMs, requestId: _id, ...rest }: Record<string, unknown>) => ({
      ...rest,
      durationMs: typeof durationMs,
    });
    expect(fields(short[0]!)).toEqual(fields(long[0]!));
  });

  it('leaves to the app what it cannot be sure of, and what a write has changed', async () => {
    await get('/api/posts');
    const answered = shortPath.answered;
    // Credentials, a reload's Cache-Control, another ETag: the app answers.
    await get('/api/posts', { Authorization: 'Bearer x' });
    await get('/api/posts', { 'Cache-Control': 'no-cache' });
    expect((await get('/api/posts', { 'If-None-Match': '"other"' })).status).toBe(200);
    expect(shortPath.answered).toBe(answered);
    // A write through the API clears the cache: the next read is the app's, with the new post.
    const auth = await adminAuthHeader(config);
    await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Newer', published: true });
    const after = await get('/api/posts');
    expect(shortPath.answered).toBe(answered);
    expect(after.body.toString()).toContain('Newer');
  });
});
