/** @jest-environment node */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pageResponses } from '../page-responses';
import type { PageSink } from '../render/render-page';
import { ResponseCache } from '../response-cache';

type Answer = { status: number; headers?: Record<string, string>; html?: string };

/** Stand-in render workers: answer each address as `answerFor` says, and list the addresses rendered. */
function workersAnswering(answerFor: (address: string) => Answer) {
  const rendered: string[] = [];
  return {
    rendered,
    versions: () => 'mfe_blog@1.0.0',
    render: ({ url }: { url: string }, sink: PageSink) => {
      const address = url.slice(new URL(url).origin.length);
      rendered.push(address);
      const { status, headers = {}, html } = answerFor(address);
      sink.head(status, headers);
      if (html) sink.write(html);
      sink.end();
      return Promise.resolve({});
    },
  };
}

describe('page responses', () => {
  let server: http.Server;
  let origin: string;
  const workers = workersAnswering((address) => {
    if (address === '/blog/former-slug') return { status: 301, headers: { Location: '/blog/current-slug' } };
    if (address.includes('preview=expired')) return { status: 404, html: '<h1>Blog post not found.</h1>' };
    return { status: 200, html: `<h1>${address}</h1>` };
  });
  beforeAll(async () => {
    const cache = new ResponseCache(10_000);
    server = express()
      .get('/{*path}', pageResponses({ workers, cache, siteUrl: 'https://foundersneversolo.com' }))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => workers.rendered.splice(0));

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

  it('keeps a public page: the next request for it is answered from memory, and shared caches may keep it briefly', async () => {
    const first = await get('/blog/runway');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(first.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/blog/runway')).headers.get('etag')).toEqual(expect.any(String));
    expect(workers.rendered).toEqual(['/blog/runway']);
  });

  it('renders a preview for its requester alone, every time: no cache keeps it, no search engine indexes it', async () => {
    for (const path of ['/blog/runway?preview=t0k', '/blog/runway?preview=t0k', '/blog/runway?preview=expired']) {
      const answer = await get(path);
      expect({ path, cacheControl: answer.headers.get('cache-control'), robots: answer.headers.get('x-robots-tag') }).toEqual({
        path,
        cacheControl: 'private, no-store',
        robots: 'noindex',
      });
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect((await get('/blog/runway?preview=expired')).status).toBe(404);
    expect(workers.rendered).toHaveLength(4);
  });

  it("answers a post's former slug with a 301 to its current address, kept briefly by shared caches, never in memory", async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const moved = await get('/blog/former-slug');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/blog/current-slug');
      expect(moved.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    }
    expect(workers.rendered).toEqual(['/blog/former-slug', '/blog/former-slug']);
  });
});
