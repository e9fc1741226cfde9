/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { cachedResponse, ResponseCache } from '../response-cache';

const page = (html: string) => cachedResponse(200, 'html', html);

describe('the response cache', () => {
  it('keeps a page with its gzip and a content ETag', () => {
    const cache = new ResponseCache(60_000);
    cache.set('/a', page('<p>a</p>'), cache.ticket());
    const { entry: kept, refresh } = cache.get('/a')!;
    expect(gunzipSync(kept.gzip).toString()).toBe('<p>a</p>');
    expect(kept.etag).toBe(page('<p>a</p>').etag);
    expect(kept.etag).not.toBe(page('<p>b</p>').etag);
    expect(refresh).toBe(false);
  });

  describe('in time', () => {
    const start = Date.now();
    const at = (msLater: number) => jest.spyOn(Date, 'now').mockReturnValue(start + msLater);
    afterEach(() => jest.restoreAllMocks());

    it('asks for one refresh from half its time to live on, and keeps serving the entry meanwhile', () => {
      at(0);
      const cache = new ResponseCache(10_000);
      cache.set('/a', page('old'), cache.ticket());
      at(4_999);
      expect(cache.get('/a')?.refresh).toBe(false);
      at(5_000);
      expect(cache.get('/a')?.refresh).toBe(true);
      expect(cache.get('/a')?.refresh).toBe(false);
      expect(cache.get('/a')?.entry.body.toString()).toBe('old');
    });

    it('serves nothing older than its time to live, as when its refresh failed or was not kept (a page that became a redirect)', () => {
      at(0);
      const cache = new ResponseCache(10_000);
      cache.set('/a', page('rendered before a post was scheduled to appear'), cache.ticket());
      at(6_000);
      expect(cache.get('/a')?.refresh).toBe(true);
      at(10_000);
      expect(cache.get('/a')).toBeUndefined();
      cache.set('/a', page('rendered afresh'), cache.ticket());
      expect(cache.get('/a')?.entry.body.toString()).toBe('rendered afresh');
    });
  });

  it('does not keep a render that started before the cache was cleared', () => {
    const cache = new ResponseCache(60_000);
    const ticket = cache.ticket();
    cache.clear();
    cache.set('/a', page('from before the write'), ticket);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', page('after'), cache.ticket());
    expect(cache.get('/a')?.entry.body.toString()).toBe('after');
  });

  it('is bounded by bytes: the least recently used page goes first', () => {
    const one = page('x'.repeat(1000));
    const size = one.body.length + one.gzip.length;
    const cache = new ResponseCache(60_000, size * 2);
    cache.set('/a', one, cache.ticket());
    cache.set('/b', page('x'.repeat(1000)), cache.ticket());
    cache.get('/a');
    cache.set('/c', page('x'.repeat(1000)), cache.ticket());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps nothing when its time to live is zero', () => {
    const cache = new ResponseCache(0);
    cache.set('/a', page('a'), cache.ticket());
    expect(cache.get('/a')).toBeUndefined();
  });
});
