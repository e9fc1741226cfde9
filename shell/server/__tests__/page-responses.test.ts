/** @jest-environment node */
import type { Failure } from '../release-health';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResponseCache } from '@fns/server-kit';
import express from 'express';
import { pageResponses } from '../page-responses';
import type { PageSink } from '../render/render-page';
import type { VersionSet } from '../render-workers';

type Answer = { status: number; headers?: Record<string, string>; html?: string; failure?: string };

/** A stand-in render worker's version set: answers each address as `answerFor` says, and lists the addresses rendered. */
function workersAnswering(answerFor: (address: string) => Answer) {
  const rendered: string[] = [];
  const set: VersionSet = {
    versions: 'mfe_blog@1.0.0',
    remotes: {},
    render: ({ url }: { url: string }, sink: PageSink) => {
      const address = url.slice(new URL(url).origin.length);
      rendered.push(address);
      const { status, headers = {}, html, failure } = answerFor(address);
      sink.head(status, headers);
      if (html) sink.write(html);
      sink.end();
      return Promise.resolve({ failure });
    },
  };
  return {
    rendered,
    set,
  };
}

describe('page responses', () => {
  let server: http.Server;
  let origin: string;
  const workers = workersAnswering((address) => {
    if (address === '/blog/former-slug') return { status: 301, headers: { Location: '/blog/current-slug' } };
    if (address === '/blog/broken-region') return { status: 200, html: '<p>Loading…</p>', failure: 'a region: it threw' };
    if (address.includes('preview=expired')) return { status: 404, html: '<h1>Blog post not found.</h1>' };
    if (address === '/unsubscribe/expired-token') return { status: 404, html: '<h1>This link is not valid or has expired.</h1>' };
    return { status: 200, html: `<h1>${address}</h1>` };
  });
  beforeAll(async () => {
    const cache = new ResponseCache({ ttlMs: 10_000 });
    const versionSetFor = () => Promise.resolve({ ...workers.set, perVisitor: canaryRunning, pinned: false });
    const onServed = (set: VersionSet, path: string, address: string, failure?: Failure) =>
      served.push(`${set.versions} ${path}${failure ? ` failed at ${failure.stage}` : ''} for ${address}`);
    server = express()
      .get('/{*path}', pageResponses({ versionSetFor, cache, siteUrl: 'https://foundersneversolo.com', onServed }))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  let canaryRunning = false;
  const served: string[] = [];
  beforeEach(() => {
    workers.rendered.splice(0);
    served.splice(0);
    canaryRunning = false;
  });

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

  it('keeps a public page: the next request for it is answered from memory, and shared caches may keep it briefly', async () => {
    const first = await get('/blog/runway');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(first.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/blog/runway')).headers.get('etag')).toEqual(expect.any(String));
    expect(workers.rendered).toEqual(['/blog/runway']);
    // A page from memory is no render: only renders count for the release's health.
    expect(served).toEqual(['mfe_blog@1.0.0 /blog/runway for 127.0.0.1']);
  });

  it('names the remote versions it rendered with, and while a canary runs no shared cache keeps a page', async () => {
    const stable = await get('/blog/versions');
    expect(stable.headers.get('x-remote-versions')).toBe('mfe_blog@1.0.0');
    canaryRunning = true;
    const during = await get('/blog/versions');
    expect(during.headers.get('x-remote-versions')).toBe('mfe_blog@1.0.0');
    expect(during.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps no page whose region failed on the server, and tells of each failure', async () => {
    await get('/blog/broken-region');
    await get('/blog/broken-region');
    expect(workers.rendered).toEqual(['/blog/broken-region', '/blog/broken-region']);
    expect(served).toEqual([
      'mfe_blog@1.0.0 /blog/broken-region failed at render for 127.0.0.1',
      'mfe_blog@1.0.0 /blog/broken-region failed at render for 127.0.0.1',
    ]);
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

  it("renders a private route's page (a mail's link) for its requester alone, every time: never kept, never indexed, no Referer", async () => {
    const paths = [
      '/confirm/t0ken-0123456789',
      '/confirm/t0ken-0123456789',
      '/unsubscribe/expired-token',
      '/unsubscribe/t0ken?utm_source=mail',
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect({
        path,
        cacheControl: answer.headers.get('cache-control'),
        robots: answer.headers.get('x-robots-tag'),
        referrer: answer.headers.get('referrer-policy'),
        etag: answer.headers.get('etag'),
      }).toEqual({ path, cacheControl: 'private, no-store', robots: 'noindex', referrer: 'no-referrer', etag: null });
    }
    expect((await get('/unsubscribe/expired-token')).status).toBe(404);
    expect(workers.rendered).toEqual([
      '/confirm/t0ken-0123456789',
      '/confirm/t0ken-0123456789',
      '/unsubscribe/expired-token',
      '/unsubscribe/t0ken',
      '/unsubscribe/expired-token',
    ]);
    // A page like any other otherwise: its render counts for the release's health.
    expect(served).toHaveLength(5);
  });

  it('renders and keeps a page under its path and the parameters its route reads: made-up ones leave the render cache warm', async () => {
    await get('/');
    const hitsBefore = workers.rendered.length;
    for (let visit = 0; visit < 50; visit += 1) {
      const answer = await get(`/?x=${Math.random()}&utm_source=launch`);
      expect(answer.status).toBe(200);
      // The same page, but shared caches are not asked to keep each made-up address.
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    expect(workers.rendered.length - hitsBefore).toBe(0);
    expect(workers.rendered).toEqual(['/']);
    // The route of a post reads its preview parameter, and that one only.
    await get('/blog/runway?x=1&preview=t0k&y=2');
    expect(workers.rendered.at(-1)).toBe('/blog/runway?preview=t0k');
  });

  it('takes a preview hidden behind a thousand other parameters for a preview, as the blog loader does', async () => {
    const padding = Array.from({ length: 1_000 }, (_, index) => `k${index}=v`).join('&');
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await get(`/blog/runway?${padding}&preview=t0k`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(workers.rendered).toEqual(['/blog/runway?preview=t0k', '/blog/runway?preview=t0k']);
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
