/** @jest-environment node */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteBootAssets } from '../remote-boot-assets';

/** A remote's static server whose boot-assets.json answer each test sets. */
function remoteServer() {
  const state = { body: '{"boot":["1.a.js"],"routes":{"/":["2.b.js"]}}', status: 200, delayMs: 0, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    setTimeout(() => {
      res.statusCode = req.url === '/app/boot-assets.json' ? state.status : 404;
      res.end(state.body);
    }, state.delayMs);
  });
  return { state, server };
}

describe("remotes' boot assets", () => {
  const { state, server } = remoteServer();
  let entry: string;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    entry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/remoteEntry.js`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => Object.assign(state, { body: '{"boot":["1.a.js"],"routes":{"/":["2.b.js"]}}', status: 200, delayMs: 0, requests: 0 }));
  // A fetch a test leaves running may still fail after the file is done: it must not log then.
  const warn = jest.fn();
  beforeEach(() => warn.mockClear());
  // Long enough that a list which is coming arrives before the call returns, on a busy machine too.
  const WAIT_FOR_ANSWER = { firstWaitMs: 10_000, warn };

  it('fetches the list beside the remote entry once, then answers from memory', async () => {
    const bootAssetsOf = remoteBootAssets(WAIT_FOR_ANSWER);
    expect(await bootAssetsOf(entry)).toEqual({ boot: ['1.a.js'], routes: { '/': ['2.b.js'] } });
    expect(await bootAssetsOf(entry)).toEqual({ boot: ['1.a.js'], routes: { '/': ['2.b.js'] } });
    expect(state.requests).toBe(1);
  });

  it('keeps answering with the old list while it fetches a newer one after maxAge', async () => {
    const bootAssetsOf = remoteBootAssets({ maxAgeMs: 0, ...WAIT_FOR_ANSWER });
    await bootAssetsOf(entry);
    state.body = '{"boot":["3.c.js"],"routes":{}}';
    expect((await bootAssetsOf(entry))?.boot).toEqual(['1.a.js']);
    // The refresh runs in the background; give it up to two seconds to land.
    for (let tries = 0; tries < 100 && (await bootAssetsOf(entry))?.boot[0] !== '3.c.js'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await bootAssetsOf(entry))?.boot).toEqual(['3.c.js']);
  });

  it('does not hold a page longer than firstWaitMs for a slow remote', async () => {
    state.delayMs = 3_000;
    const bootAssetsOf = remoteBootAssets({ firstWaitMs: 50, warn });
    const started = Date.now();
    expect(await bootAssetsOf(entry)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['an error status', 500, '{}'],
    ['a list with paths in it', 200, '{"boot":["../../etc/passwd.js"],"routes":{}}'],
    ['a list that is not JSON', 200, '<html>'],
  ])('gives no list for %s, and retries only after retryMs', async (_case, status, body) => {
    Object.assign(state, { status, body });
    const bootAssetsOf = remoteBootAssets({ retryMs: 60_000, ...WAIT_FOR_ANSWER });
    expect(await bootAssetsOf(entry)).toBeUndefined();
    expect(await bootAssetsOf(entry)).toBeUndefined();
    expect(state.requests).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives no list for a remote that is down, or one served from the same origin', async () => {
    const bootAssetsOf = remoteBootAssets(WAIT_FOR_ANSWER);
    expect(await bootAssetsOf('http://127.0.0.1:9/remoteEntry.js')).toBeUndefined();
    expect(await bootAssetsOf('/remotes/blog/remoteEntry.js')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
  });
});
