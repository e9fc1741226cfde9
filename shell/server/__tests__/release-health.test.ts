/** @jest-environment node */
import { liveRemote } from '../test-support/live-remote';
import type { LiveRemote } from '../render/page-assets';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { LiveState } from '../live-remotes';
import { browserErrorReports, releaseHealth, remoteOfPath } from '../release-health';

const stableBlog = liveRemote('mfe_blog', '1.0.0');
const canaryBlog = liveRemote('mfe_blog', '1.1.0');

/** A stand-in for the API's /api/remotes/reports: records what it is sent, or fails while `down`. */
async function registry() {
  const received: unknown[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (down) return res.writeHead(503).end();
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    setDown: (value: boolean) => (down = value),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('remoteOfPath', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/blog', 'mfe_blog'],
    ['/blog/a-post', 'mfe_blog'],
    ['/admin/posts/edit/3', 'mfe_admin'],
    ['/nowhere', undefined],
  ])('%s is a page of %s', (path, name) => {
    expect(remoteOfPath(path)).toBe(name);
  });
});

describe('releaseHealth', () => {
  it("sends each version's pages and failures, and keeps what could not be sent for the next try", async () => {
    const api = await registry();
    const health = releaseHealth({ apiUrl: api.url, flushMs: 60_000 });
    try {
      health.served({ mfe_blog: stableBlog }, '/blog', false);
      health.served({ mfe_blog: canaryBlog }, '/blog/a-post', true);
      health.served({ mfe_blog: canaryBlog }, '/blog', false);
      health.failedInBrowser('mfe_blog', '1.1.0');
      // A page of a remote not rendered (its region fell back): nothing to count it against.
      health.served({}, '/faqs', true);

      api.setDown(true);
      await health.flush();
      expect(api.received).toEqual([]);
      api.setDown(false);
      await health.flush();
      expect(api.received).toEqual([
        {
          reports: [
            { remote: 'mfe_blog', version: '1.0.0', renders: 1, failures: 0 },
            { remote: 'mfe_blog', version: '1.1.0', renders: 2, failures: 2 },
          ],
        },
      ]);
      await health.flush();
      expect(api.received).toHaveLength(1);
    } finally {
      health.stop();
      await api.close();
    }
  });
});

describe('browserErrorReports', () => {
  const state: LiveState = { stable: { mfe_blog: stableBlog }, canaries: { mfe_blog: { remote: canaryBlog, percent: 10 } } };
  const failures: string[] = [];
  const app = express().use(
    browserErrorReports(
      () => state,
      (name, version) => failures.push(`${name}@${version}`),
    ),
  );
  const server = app.listen(0, '127.0.0.1');
  beforeAll(() => new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve))));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => failures.splice(0));
  const report = (body: string) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/remote-errors`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain' },
    });
  const entryOf = (live: LiveRemote) => new URL(live.manifest.browser.entry, live.manifestUrl).href;

  it('counts a failure against the served version whose entry the browser names, and nothing else', async () => {
    expect((await report(JSON.stringify({ remote: 'mfe_blog', entry: entryOf(canaryBlog) }))).status).toBe(204);
    expect((await report(JSON.stringify({ remote: 'mfe_blog', entry: entryOf(stableBlog) }))).status).toBe(204);
    expect((await report(JSON.stringify({ remote: 'mfe_blog', entry: 'https://evil.example/remoteEntry.js' }))).status).toBe(204);
    expect(failures).toEqual(['mfe_blog@1.1.0', 'mfe_blog@1.0.0']);
  });

  it.each(['not json', JSON.stringify({ remote: 'mfe_shop', entry: 'x' }), JSON.stringify({ remote: 'mfe_blog' }), 'null'])(
    'answers %j with 400',
    async (body) => {
      const res = await report(body);
      expect({ status: res.status, body: (await res.json()) as unknown }).toEqual({
        status: 400,
        body: { message: 'The body is not an error report.' },
      });
    },
  );

  it('counts at most 20 reports a minute from one address', async () => {
    for (let sent = 0; sent < 25; sent += 1) await report(JSON.stringify({ remote: 'mfe_blog', entry: entryOf(canaryBlog) }));
    // The first test sent three from the same address within the minute (one named no served version).
    expect(failures).toHaveLength(17);
  });
});
