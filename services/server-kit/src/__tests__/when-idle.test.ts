import express from 'express';
import net, { type AddressInfo } from 'node:net';
import { requestMetrics, whenIdle } from '../metrics';

/** An app whose one route answers when the test says so; `closed` holds when each response was done. */
async function startApp() {
  const held: Array<() => void> = [];
  const closed: number[] = [];
  const app = express();
  app.use(requestMetrics);
  app.use((_req, res, next) => {
    res.once('close', () => closed.push(performance.now()));
    next();
  });
  app.get('/held', (_req, res) => void held.push(() => res.send('done')));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/held`;
  return { held, closed, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const settled = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('giving way to requests', () => {
  it('is idle at once with no request under way', async () => {
    expect(await settled(whenIdle(10_000), 50)).toBe(true);
  });

  it('waits while a request is answered, until it is, or until its time is up', async () => {
    const app = await startApp();
    try {
      const answered = fetch(app.url).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(app.held).toHaveLength(1);

      const started = Date.now();
      await whenIdle(150);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);

      const idle = whenIdle(10_000);
      expect(await settled(idle, 100)).toBe(false);
      app.held[0]!();
      expect(await answered).toBe('done');
      expect(await settled(idle, 1_000)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('is not idle right after a request, only once none came for a few milliseconds', async () => {
    const app = await startApp();
    try {
      const answered = fetch(app.url).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 100));
      const idle = whenIdle(10_000).then(() => performance.now());
      app.held[0]!();
      expect(await answered).toBe('done');
      // A few milliseconds (QUIET_MS, 5) after the answer, not at once (timers may round a millisecond down).
      expect((await idle) - app.closed[0]!).toBeGreaterThanOrEqual(4);
    } finally {
      await app.close();
    }
  });

  it('sees a request that arrived while the process was busy before calling it idle', async () => {
    const app = await startApp();
    const idle = whenIdle(10_000);
    const client = net.connect(Number(new URL(app.url).port), '127.0.0.1', () => {
      client.write(`GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      // Busy past QUIET_MS: the request waits unread in the server's socket when the idle check comes.
      const until = performance.now() + 20;
      while (performance.now() < until);
    });
    try {
      expect(await settled(idle, 100)).toBe(false);
      expect(app.held).toHaveLength(1);
      app.held[0]!();
      expect(await settled(idle, 1_000)).toBe(true);
    } finally {
      client.destroy();
      await app.close();
    }
  });

  it('counts a request whose client went away as answered', async () => {
    const app = await startApp();
    try {
      const aborted = new AbortController();
      const gone = fetch(app.url, { signal: aborted.signal }).catch(() => 'aborted');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const idle = whenIdle(10_000);
      aborted.abort();
      expect(await gone).toBe('aborted');
      expect(await settled(idle, 1_000)).toBe(true);
    } finally {
      app.held.forEach((answer) => answer());
      await app.close();
    }
  });
});
