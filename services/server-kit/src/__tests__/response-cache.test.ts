import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { cachedResponse, type CachedResponse, sendCached } from '../cached-response';
import { ResponseCache } from '../response-cache';

const page = (html: string) => cachedResponse(200, 'html', html);
const json = (body: unknown, endsAt?: number) => cachedResponse(200, 'json', JSON.stringify(body), { endsAt });
const bodyOf = (entry: CachedResponse) => JSON.parse(entry.body.toString()) as unknown;

const start = Date.now();
const at = (msLater: number) => jest.spyOn(Date, 'now').mockReturnValue(start + msLater);
afterEach(() => jest.restoreAllMocks());
/** Lets settled productions be kept. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A source whose answers count up; `hold()` keeps answers pending until released, `fail()` makes them fail. */
function countingSource(endsIn?: number) {
  let [version, failing, open] = [0, false, () => {}];
  let gate: Promise<void> | null = null;
  return {
    produce: async () => {
      const answer = ++version;
      if (gate) await gate;
      if (failing) throw new Error('source down');
      return json({ version: answer }, endsIn === undefined ? undefined : Date.now() + endsIn);
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    fail() {
      failing = true;
    },
    get calls() {
      return version;
    },
  };
}

describe('an answer', () => {
  it('is built once with its gzip and a content ETag', () => {
    const kept = page('<p>a</p>');
    expect(gunzipSync(kept.gzip).toString()).toBe('<p>a</p>');
    expect(kept.etag).toMatch(/^"[\w-]+"$/);
    expect(kept.etag).toBe(page('<p>a</p>').etag);
    expect(kept.etag).not.toBe(page('<p>b</p>').etag);
    expect(kept.endsAt).toBe(Infinity);
  });

  it('is sent with its status, type, Location and ETag, as a 304 to a browser that has it, gzipped to one that takes gzip', async () => {
    const answers: Record<string, CachedResponse> = {
      '/page': page('<h1>a</h1>'),
      '/moved': cachedResponse(301, 'json', '{}', { location: '/b' }),
    };
    const app = express().get('/{*path}', (req, res) => sendCached(req, res, answers[req.path]!, 'no-cache'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers, redirect: 'manual' });
    try {
      const first = await get('/page', { 'Accept-Encoding': 'gzip' });
      expect([first.status, await first.text()]).toEqual([200, '<h1>a</h1>']);
      expect(
        Object.fromEntries(['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'].map((h) => [h, first.headers.get(h)])),
      ).toEqual({
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        etag: answers['/page']!.etag,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
      });
      expect((await get('/page', { 'Accept-Encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
      // As a browser revalidates (fetch would ask for no-cache, which no cache answers with a 304).
      const again = await get('/page', { 'If-None-Match': answers['/page']!.etag, 'Cache-Control': 'max-age=0' });
      expect([again.status, await again.text()]).toEqual([304, '']);
      const moved = await get('/moved');
      expect([moved.status, moved.headers.get('location'), moved.headers.get('content-type')]).toEqual([
        301,
        '/b',
        'application/json; charset=utf-8',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the response cache, its answers produced by the caller (get, ticket, set)', () => {
  /** A cache of pages living 10 s, holding `html` at /a since time 0. */
  function holding(html: string) {
    at(0);
    const cache = new ResponseCache({ ttlMs: 10_000 });
    cache.set('/a', page(html), cache.ticket());
    return cache;
  }

  it('keeps an answer; not yet due for a refresh', () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    cache.set('/a', page('<p>a</p>'), cache.ticket());
    expect(cache.get('/a')).toEqual({ entry: page('<p>a</p>'), refresh: false });
  });

  it('asks for one refresh from half its time to live on, and keeps serving the entry meanwhile', () => {
    const cache = holding('old');
    at(4_999);
    expect(cache.get('/a')?.refresh).toBe(false);
    at(5_000);
    expect(cache.get('/a')?.refresh).toBe(true);
    expect(cache.get('/a')?.refresh).toBe(false);
    expect(cache.get('/a')?.entry.body.toString()).toBe('old');
  });

  it('serves nothing older than its time to live, as when its refresh failed or was not kept (a page that became a redirect)', () => {
    const cache = holding('rendered before a post was scheduled to appear');
    at(6_000);
    expect(cache.get('/a')?.refresh).toBe(true);
    at(10_000);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', page('rendered afresh'), cache.ticket());
    expect(cache.get('/a')?.entry.body.toString()).toBe('rendered afresh');
  });

  it('does not keep an answer produced before the cache was cleared', () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    const ticket = cache.ticket();
    cache.clear();
    cache.set('/a', page('from before the write'), ticket);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', page('after'), cache.ticket());
    expect(cache.get('/a')?.entry.body.toString()).toBe('after');
  });

  it('is bounded by bytes: the least recently used answer goes first; one larger than the bound is not kept', () => {
    const one = page('x'.repeat(1000));
    const size = one.body.length + one.gzip.length;
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: size * 2 });
    for (const key of ['/a', '/b']) cache.set(key, one, cache.ticket());
    cache.get('/a');
    cache.set('/c', one, cache.ticket());
    expect(['/a', '/b', '/c'].map((key) => cache.get(key) !== undefined)).toEqual([true, false, true]);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 2 * size });
    cache.set('/a', page('y'.repeat(100_000)), cache.ticket());
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, bytes: size });
  });

  it('keeps nothing when its time to live is zero, nor what `keeps` refuses', () => {
    const none = new ResponseCache({ ttlMs: 0 });
    none.set('/a', page('a'), none.ticket());
    expect(none.get('/a')).toBeUndefined();
    const only200 = new ResponseCache({ ttlMs: 60_000, keeps: ({ status }) => status === 200 });
    only200.set('/a', cachedResponse(301, 'json', '{}', { location: '/b' }), only200.ticket());
    expect(only200.get('/a')).toBeUndefined();
  });
});

describe('the response cache, its answers produced by itself (read)', () => {
  /** A cache that serves expired entries, holding version 1 of `source` under "k", expired by now. */
  async function expiredEntry(source: ReturnType<typeof countingSource>) {
    const cache = new ResponseCache({ ttlMs: 40, serveExpired: true });
    at(0);
    await cache.read('k', source.produce);
    at(40);
    return cache;
  }

  it('stays within its byte bound, least recently used out, whatever the keys requested', async () => {
    const answer = json({ html: '<p>post</p>'.repeat(200) });
    const entryBytes = answer.body.length + answer.gzip.length;
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: Math.floor(2.5 * entryBytes), serveExpired: true });
    const produced: string[] = [];
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) {
      await cache.read(key, () => {
        produced.push(key);
        return Promise.resolve(answer);
      });
    }
    // "c" pushed out "b" (read before "a"), then "b" pushed out "c"; "a", read in between, stayed.
    expect(produced).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 2 * entryBytes });
  });

  it('lets concurrent misses share one production, and passes on what it does not keep', async () => {
    const source = countingSource();
    const cache = new ResponseCache({ ttlMs: 60_000, keeps: () => false });
    source.hold();
    const both = Promise.all([cache.read('k', source.produce), cache.read('k', source.produce)]);
    source.release();
    expect((await both).map(bodyOf)).toEqual([{ version: 1 }, { version: 1 }]);
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 2 });
  });

  it('with serveExpired, keeps answering from an expired entry while one background production refreshes it', async () => {
    const source = countingSource();
    const cache = new ResponseCache({ ttlMs: 40, serveExpired: true });
    at(0);
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 1 });
    at(20);
    await cache.read('k', source.produce);
    expect(source.calls).toBe(1); // no refresh before it expired
    at(40);
    source.hold();
    const during = await Promise.all([cache.read('k', source.produce), cache.read('k', source.produce)]);
    expect(during.map(bodyOf)).toEqual([{ version: 1 }, { version: 1 }]);
    expect(source.calls).toBe(2); // one refresh for both readers
    source.release();
    await settle();
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 2 });
  });

  it('without serveExpired, refreshes from half its life on behind the kept answer, which it serves no longer than its life', async () => {
    const source = countingSource();
    const cache = new ResponseCache({ ttlMs: 1_000 });
    at(0);
    await cache.read('k', source.produce);
    at(500);
    source.hold();
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 1 });
    at(1_000);
    const waiting = cache.read('k', source.produce); // joins the refresh under way
    source.release();
    expect(bodyOf(await waiting)).toEqual({ version: 2 });
    expect(source.calls).toBe(2);
  });

  it('drops a refresh that a clear() overtook, so a write is never hidden by an older production', async () => {
    const source = countingSource();
    const cache = await expiredEntry(source);
    source.hold();
    await cache.read('k', source.produce); // starts the refresh (version 2), still pending
    cache.clear();
    source.release();
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 3 });
  });

  it('forgets an expired entry whose refresh failed, so the next reader sees the failure', async () => {
    const source = countingSource();
    const cache = await expiredEntry(source);
    source.fail();
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 1 }); // the refresh fails behind it
    await settle();
    await expect(cache.read('k', source.produce)).rejects.toThrow('source down');
  });

  it('never serves an answer past its own end', async () => {
    // Kept for a minute, but each answer ends after 40 ms (as a list does when a scheduled post goes public).
    const source = countingSource(40);
    const cache = new ResponseCache({ ttlMs: 60_000, serveExpired: true });
    at(0);
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 1 });
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 1 });
    at(40);
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 2 });
    expect(source.calls).toBe(2);
    // An answer without an end is kept as before.
    const plain = countingSource();
    await cache.read('plain', plain.produce);
    at(50_000);
    expect(bodyOf(await cache.read('plain', plain.produce))).toEqual({ version: 1 });
  });

  it('serves no expired answer past its end while its refresh runs, nor that refresh if it started before the end', async () => {
    const cache = new ResponseCache({ ttlMs: 20, serveExpired: true });
    at(0);
    await cache.read('k', () => Promise.resolve(json('before', start + 40)));
    at(30);
    let release = () => {};
    const refresh = new Promise<CachedResponse>((resolve) => (release = () => resolve(json('refreshed before', start + 40))));
    expect(bodyOf(await cache.read('k', () => refresh))).toBe('before');
    at(40);
    expect(bodyOf(await cache.read('k', () => Promise.resolve(json('after', start + 100))))).toBe('after');
    release();
    await settle();
    expect(bodyOf(await cache.read('k', () => Promise.resolve(json('not asked for'))))).toBe('after');
  });

  it('stores nothing when the time limit is zero', async () => {
    const source = countingSource();
    const cache = new ResponseCache({ ttlMs: 0, serveExpired: true });
    await cache.read('k', source.produce);
    expect(bodyOf(await cache.read('k', source.produce))).toEqual({ version: 2 });
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
