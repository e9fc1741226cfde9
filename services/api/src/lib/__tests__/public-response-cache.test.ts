import express from 'express';
import request from 'supertest';
import { bodyOf } from '../../test-support/response-body';
import { ExpiringAnswer, PublicResponseCache } from '../public-response-cache';

const TTL_MS = 40;
const MAX_BYTES = 1024 * 1024;
const expire = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 10));

/** A source whose answers count up; `hold()` keeps answers pending until released. */
function countingSource() {
  let version = 0;
  let failing = false;
  let gate: Promise<void> | null = null;
  let release = () => {};
  return {
    produce: async () => {
      const answer = ++version;
      if (gate) await gate;
      if (failing) throw new Error('source down');
      return { version: answer };
    },
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      gate = null;
      release();
    },
    fail() {
      failing = true;
    },
    get calls() {
      return version;
    },
  };
}

function appWith(cache: PublicResponseCache, produce: () => Promise<unknown>) {
  const app = express();
  app.get('/read', async (req, res) => {
    await cache.send(req, res, 'key', produce);
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(503).json({ message: error.message });
  });
  return app;
}

/** An app whose reads are keyed by the path; `produced` lists the keys whose answer was made. */
function keyedApp(cache: PublicResponseCache, answer: unknown) {
  const produced: string[] = [];
  const app = express();
  app.get('/read/:key', async (req, res) => {
    const { key } = req.params;
    await cache.send(req, res, key, () => {
      produced.push(key);
      return Promise.resolve(answer);
    });
  });
  return { app, produced };
}

describe('PublicResponseCache', () => {
  it('stays within its byte bound, dropping the least recently used entry first', async () => {
    // Every key gets the same answer, so every entry has the same size.
    const answer = { html: '<p>post</p>'.repeat(200) };
    const probe = new PublicResponseCache(60_000, MAX_BYTES);
    await request(keyedApp(probe, answer).app).get('/read/probe');
    const entryBytes = probe.stats().bytes;
    expect(entryBytes).toBeGreaterThan(JSON.stringify(answer).length);

    const maxBytes = Math.floor(2.5 * entryBytes); // room for two entries
    const cache = new PublicResponseCache(60_000, maxBytes);
    const { app, produced } = keyedApp(cache, answer);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) {
      await request(app).get(`/read/${key}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // "c" pushed out "b" (read before "a"), then "b" pushed out "c"; "a", read in between, stayed.
    expect(produced).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 2 * entryBytes });

    for (let key = 0; key < 50; key += 1) await request(app).get(`/read/many-${key}`);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 2 * entryBytes });
  });

  it('serves an answer larger than its bound without keeping it', async () => {
    const cache = new PublicResponseCache(60_000, 100);
    const { app, produced } = keyedApp(cache, { html: 'x'.repeat(1000) });
    expect((await request(app).get('/read/big')).body).toEqual({ html: 'x'.repeat(1000) });
    await request(app).get('/read/big');
    expect(produced).toEqual(['big', 'big']);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps answering from an expired entry while one background query refreshes it', async () => {
    const source = countingSource();
    const app = appWith(new PublicResponseCache(TTL_MS, MAX_BYTES), source.produce);
    expect((await request(app).get('/read')).body).toEqual({ version: 1 });
    await expire();

    source.hold();
    const during = await Promise.all([request(app).get('/read'), request(app).get('/read')]);
    expect(during.map((res) => bodyOf(res))).toEqual([{ version: 1 }, { version: 1 }]);
    expect(source.calls).toBe(2); // one refresh for both readers

    source.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await request(app).get('/read')).body).toEqual({ version: 2 });
  });

  it('drops a refresh that a clear() overtook, so a write is never hidden by an older query', async () => {
    const source = countingSource();
    const cache = new PublicResponseCache(TTL_MS, MAX_BYTES);
    const app = appWith(cache, source.produce);
    await request(app).get('/read');
    await expire();
    source.hold();
    await request(app).get('/read'); // starts the refresh (version 2), still pending
    cache.clear();
    source.release();
    expect((await request(app).get('/read')).body).toEqual({ version: 3 });
  });

  it('forgets an entry whose refresh failed, so the next reader sees the failure', async () => {
    const source = countingSource();
    const app = appWith(new PublicResponseCache(TTL_MS, MAX_BYTES), source.produce);
    await request(app).get('/read');
    await expire();
    source.fail();
    expect((await request(app).get('/read')).body).toEqual({ version: 1 }); // refresh fails behind it
    await new Promise((resolve) => setImmediate(resolve));
    expect((await request(app).get('/read')).status).toBe(503);
  });

  it('never serves an answer past its own end, not even while a refresh runs', async () => {
    const source = countingSource();
    // Kept for a minute, but each answer ends after TTL_MS (as a list does when a scheduled post goes public).
    const endsSoon = async () => new ExpiringAnswer(await source.produce(), new Date(Date.now() + TTL_MS));
    const app = appWith(new PublicResponseCache(60_000, MAX_BYTES), endsSoon);
    expect((await request(app).get('/read')).body).toEqual({ version: 1 });
    expect((await request(app).get('/read')).body).toEqual({ version: 1 });
    await expire();
    expect((await request(app).get('/read')).body).toEqual({ version: 2 });
    expect(source.calls).toBe(2);
    // An answer without an end is kept as before.
    const plain = appWith(new PublicResponseCache(60_000, MAX_BYTES), async () => new ExpiringAnswer(await source.produce(), null));
    const first = bodyOf(await request(plain).get('/read'));
    await expire();
    expect((await request(plain).get('/read')).body).toEqual(first);
  });

  it('stores nothing when the time limit is zero', async () => {
    const source = countingSource();
    const app = appWith(new PublicResponseCache(0, MAX_BYTES), source.produce);
    await request(app).get('/read');
    expect((await request(app).get('/read')).body).toEqual({ version: 2 });
  });
});
