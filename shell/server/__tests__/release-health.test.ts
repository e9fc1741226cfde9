/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RENDER_REPORTS_MAX } from '@fns/contracts';
import { liveRemote } from '../test-support/live-remote';
import { routeOfPath } from '../../src/lib/route-of-path';
import { type Failure, releaseHealth } from '../release-health';

const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
const stableBlog = liveRemote('mfe_blog', '1.0.0');
const canaryBlog = liveRemote('mfe_blog', '1.1.0');
/** A failure as told: its stage, page, message and trace id. */
const FAILURE: Failure = {
  stage: 'entry',
  route: '/blog',
  message: 'could not load remoteEntry.0123456789.js',
  traceId: 'a1b2c3d4e5f60718',
};
const example = { ...FAILURE, at: expect.any(String) as unknown };

/** A stand-in for the API's /api/remotes/reports: records what it is sent and with which credentials, or fails while `down`. */
async function registry() {
  const received: Array<{ authorization?: string; body: { reports: unknown[] } }> = [];
  let down = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (down) return res.writeHead(503).end();
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body) as { reports: unknown[] } });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    reports: () => received.flatMap((call) => call.body.reports),
    setDown: (value: boolean) => (down = value),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('routeOfPath', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/blog', 'mfe_blog'],
    ['/blog/a-post', 'mfe_blog'],
    ['/admin/posts/edit/3', 'mfe_admin'],
    ['/nowhere', undefined],
  ])('%s is a page of %s', (path, name) => {
    expect(routeOfPath(path)?.remote).toBe(name);
  });
});

describe('releaseHealth', () => {
  let api: Awaited<ReturnType<typeof registry>>;
  let health: ReturnType<typeof releaseHealth>;
  beforeEach(async () => {
    api = await registry();
    health = releaseHealth({ apiUrl: api.url, siteServerSecret: SITE_SERVER_SECRET, flushMs: 60_000 });
  });
  afterEach(async () => {
    health.stop();
    await api.close();
  });

  it("sends each version's visitors and failures as a site server, and keeps what could not be sent for the next try", async () => {
    health.served({ mfe_blog: stableBlog }, '/blog', '203.0.113.1');
    health.served({ mfe_blog: canaryBlog }, '/blog/a-post', '203.0.113.2', FAILURE);
    health.served({ mfe_blog: canaryBlog }, '/blog', '203.0.113.3');
    // A visitor whose page came from the cache (no render counted): their failure counts their visit too.
    health.failedInBrowser('mfe_blog', '1.1.0', '203.0.113.4', FAILURE);
    // A page of a remote not rendered (its region fell back): nothing to count it against.
    health.served({}, '/faqs', '203.0.113.5', FAILURE);

    api.setDown(true);
    await health.flush();
    expect(api.received).toEqual([]);
    api.setDown(false);
    await health.flush();
    expect(api.received).toEqual([
      {
        authorization: `Bearer ${SITE_SERVER_SECRET}`,
        body: {
          reports: [
            { remote: 'mfe_blog', version: '1.0.0', renders: 1, failures: 0, stages: {}, examples: [], vitals: {} },
            {
              remote: 'mfe_blog',
              version: '1.1.0',
              renders: 3,
              failures: 2,
              stages: { entry: 2 },
              examples: [example, example],
              vitals: {},
            },
          ],
        },
      },
    ]);
    await health.flush();
    expect(api.received).toHaveLength(1);
  });

  it('counts a visitor once per version however often they reload or report, an IPv6 /64 as one visitor', async () => {
    for (let reload = 0; reload < 1000; reload += 1) {
      health.served({ mfe_blog: canaryBlog }, '/blog', '203.0.113.7', reload % 2 === 0 ? FAILURE : undefined);
      health.failedInBrowser('mfe_blog', '1.1.0', '203.0.113.7', FAILURE);
      health.served({ mfe_blog: canaryBlog }, '/blog', `2001:db8:7:8::${reload.toString(16)}`);
    }
    // Another visitor, and the same one on another version, count.
    health.served({ mfe_blog: canaryBlog }, '/blog', '2001:db8:7:9::1');
    health.served({ mfe_blog: stableBlog }, '/blog', '203.0.113.7');
    await health.flush();
    // Nor do they fill the stages or the examples.
    expect(api.reports()).toEqual([
      { remote: 'mfe_blog', version: '1.1.0', renders: 3, failures: 1, stages: { entry: 1 }, examples: [example], vitals: {} },
      { remote: 'mfe_blog', version: '1.0.0', renders: 1, failures: 0, stages: {}, examples: [], vitals: {} },
    ]);
  });

  it(`sends at most ${RENDER_REPORTS_MAX} versions a call, and the others with the next`, async () => {
    const versions = Array.from({ length: RENDER_REPORTS_MAX + 3 }, (_, index) => `1.0.${index}`);
    for (const version of versions) health.failedInBrowser('mfe_blog', version, '203.0.113.8', FAILURE);
    await health.flush();
    await health.flush();
    expect(api.received.map((call) => call.body.reports.length)).toEqual([RENDER_REPORTS_MAX, 3]);
    expect(api.reports()).toHaveLength(versions.length);
  });

  it('counts and sends nothing without SITE_SERVER_SECRET (the API would refuse it)', async () => {
    const unset = releaseHealth({ apiUrl: api.url, siteServerSecret: undefined, flushMs: 60_000 });
    unset.served({ mfe_blog: canaryBlog }, '/blog', '203.0.113.9', FAILURE);
    unset.failedInBrowser('mfe_blog', '1.1.0', '203.0.113.9', FAILURE);
    await unset.flush();
    unset.stop();
    expect(api.received).toEqual([]);
  });
});
