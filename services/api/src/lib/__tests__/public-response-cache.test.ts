import express from 'express';
import request from 'supertest';
import { PublicResponseCache } from '../public-response-cache';

const TTL_MS = 40;
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

describe('PublicResponseCache', () => {
  it('keeps answering from an expired entry while one background query refreshes it', async () => {
    const source = countingSource();
    const app = appWith(new PublicResponseCache(TTL_MS), source.produce);
    expect((await request(app).get('/read')).body).toEqual({ version: 1 });
    await expire();

    source.hold();
    const during = await Promise.all([request(app).get('/read'), request(app).get('/read')]);
    expect(during.map((res) => res.body)).toEqual([{ version: 1 }, { version: 1 }]);
    expect(source.calls).toBe(2); // one refresh for both readers

    source.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await request(app).get('/read')).body).toEqual({ version: 2 });
  });

  it('drops a refresh that a clear() overtook, so a write is never hidden by an older query', async () => {
    const source = countingSource();
    const cache = new PublicResponseCache(TTL_MS);
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
    const app = appWith(new PublicResponseCache(TTL_MS), source.produce);
    await request(app).get('/read');
    await expire();
    source.fail();
    expect((await request(app).get('/read')).body).toEqual({ version: 1 }); // refresh fails behind it
    await new Promise((resolve) => setImmediate(resolve));
    expect((await request(app).get('/read')).status).toBe(503);
  });

  it('stores nothing when the time limit is zero', async () => {
    const source = countingSource();
    const app = appWith(new PublicResponseCache(0), source.produce);
    await request(app).get('/read');
    expect((await request(app).get('/read')).body).toEqual({ version: 2 });
  });
});
