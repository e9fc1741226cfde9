/** @jest-environment node */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { setFor } from '../canary';
import type { LiveState } from '../live-remotes';
import { browserErrorReports } from '../remote-error-reports';
import { reportTokens } from '../report-token';
import { pageConfig } from '../shell-page';
import { liveRemote } from '../test-support/live-remote';

const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
const state: LiveState = {
  stable: { mfe_blog: liveRemote('mfe_blog', '1.0.0'), mfe_marketing: liveRemote('mfe_marketing', '2.0.0') },
  canaries: { mfe_blog: { remote: liveRemote('mfe_blog', '1.1.0'), percent: 10 } },
};
const settings = { apiBase: '/api', recaptchaSiteKey: '', showScreenSize: false, rumSampleRate: 0.1 };
/** The token in the pages a shell server renders with `remotes` (each shell server has its own instance; they share the secret). */
const pageToken = (remotes: LiveState['stable'], secret = SITE_SERVER_SECRET) =>
  pageConfig(remotes, settings, reportTokens(secret).tokenFor).reportToken!;

describe('POST /remote-errors', () => {
  const failures: string[] = [];
  const vitals: string[] = [];
  let server: http.Server;
  beforeAll(async () => {
    const app = express()
      .set('trust proxy', 'loopback')
      .use(
        browserErrorReports({
          state: () => state,
          tokens: reportTokens(SITE_SERVER_SECRET),
          onFailure: (remote, version, address) => failures.push(`${remote}@${version} from ${address}`),
          onVital: (remote, version, metric, value) => vitals.push(`${remote}@${version} ${metric} ${value}`),
        }),
      );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    failures.splice(0);
    vitals.splice(0);
  });

  /**
   * A beacon from `address` (each test its own: the limit is per address), from this site's page
   * unless `headers` say otherwise (an empty one: not sent).
   */
  const report = (address: string, body: unknown, headers: Record<string, string> = {}, path = '/remote-errors') => {
    const sent = { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, ...headers };
    return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== '')),
    });
  };

  it('counts a report against the version its page was rendered with, whichever shell server rendered it', async () => {
    const canarySide = await report('203.0.113.1', { remote: 'mfe_blog', token: pageToken(setFor(state, 0)) });
    expect(canarySide.status).toBe(204);
    await report('203.0.113.1', { remote: 'mfe_blog', token: pageToken(state.stable) });
    await report('203.0.113.1', { remote: 'mfe_marketing', token: pageToken(setFor(state, 0)) });
    expect(failures).toEqual([
      'mfe_blog@1.1.0 from 203.0.113.1',
      'mfe_blog@1.0.0 from 203.0.113.1',
      'mfe_marketing@2.0.0 from 203.0.113.1',
    ]);
  });

  it.each([
    ['without a token', 400, { remote: 'mfe_blog' }, {}],
    ['with a made-up token', 204, { remote: 'mfe_blog', token: 'forged' }, {}],
    [
      'with the token of a server with another secret',
      204,
      { remote: 'mfe_blog', token: pageToken(state.stable, 'another-site-secret-of-forty-characters!') },
      {},
    ],
    [
      'with the token of versions not served (now)',
      204,
      { remote: 'mfe_blog', token: pageToken({ mfe_blog: liveRemote('mfe_blog', '0.9.0') }) },
      {},
    ],
    ['naming a remote the page was not rendered with', 204, { remote: 'mfe_admin', token: pageToken(state.stable) }, {}],
    ['from another site', 204, { remote: 'mfe_blog', token: pageToken(state.stable) }, { 'Sec-Fetch-Site': 'cross-site' }],
    ['from a sibling site', 204, { remote: 'mfe_blog', token: pageToken(state.stable) }, { 'Sec-Fetch-Site': 'same-site' }],
    ['from no browser page (no Sec-Fetch-Site)', 204, { remote: 'mfe_blog', token: pageToken(state.stable) }, { 'Sec-Fetch-Site': '' }],
  ])('ignores a forged report %s (%i)', async (_forgery, status, body, headers) => {
    expect((await report('203.0.113.2', body, headers)).status).toBe(status);
    expect(failures).toEqual([]);
  });

  it('counts at most 20 reports a minute from one address, an IPv6 /64 as one', async () => {
    const body = { remote: 'mfe_blog', token: pageToken(setFor(state, 0)) };
    for (let sent = 0; sent < 25; sent += 1) expect((await report(`2001:db8:1:2::${sent + 1}`, body)).status).toBe(204);
    expect(failures).toHaveLength(20);
    await report('2001:db8:1:3::1', body);
    expect(failures).toHaveLength(21);
  });

  it.each([
    ['not JSON', 'not json'],
    ['an unknown remote', JSON.stringify({ remote: 'mfe_shop', token: 'x' })],
    ['a token too long to be one', JSON.stringify({ remote: 'mfe_blog', token: 'x'.repeat(101) })],
    ['null', 'null'],
  ])('answers a body of %s from this site with 400', async (_body, body) => {
    const res = await report('203.0.113.3', body);
    expect({ status: res.status, body: (await res.json()) as unknown }).toEqual({
      status: 400,
      body: { message: 'The body is not an error report.' },
    });
  });

  describe('POST /rum', () => {
    const vital = (address: string, body: unknown, headers: Record<string, string> = {}) => report(address, body, headers, '/rum');

    it("counts a sampled page's vitals for the version of the remote whose page it was", async () => {
      const canaryPage = pageToken(setFor(state, 0));
      expect((await vital('203.0.113.4', { token: canaryPage, metric: 'LCP', value: 812.5, route: '/blog/a-post' })).status).toBe(204);
      await vital('203.0.113.4', { token: pageToken(state.stable), metric: 'CLS', value: 0.02, route: '/' });
      // Forged: another site's page, a token of no served versions, a page of no remote.
      await vital('203.0.113.4', { token: canaryPage, metric: 'INP', value: 80, route: '/blog' }, { 'Sec-Fetch-Site': 'cross-site' });
      await vital('203.0.113.4', { token: 'forged', metric: 'INP', value: 80, route: '/blog' });
      await vital('203.0.113.4', { token: canaryPage, metric: 'INP', value: 80, route: '/nowhere' });
      expect(vitals).toEqual(['mfe_blog@1.1.0 LCP 812.5', 'mfe_marketing@2.0.0 CLS 0.02']);
    });

    it.each([
      ['an unknown metric', { token: 'x', metric: 'FID', value: 1, route: '/' }],
      ['a negative value', { token: 'x', metric: 'LCP', value: -1, route: '/' }],
      ['no route', { token: 'x', metric: 'LCP', value: 1 }],
    ])('answers %s with 400', async (_case, body) => {
      const res = await vital('203.0.113.5', body);
      expect({ status: res.status, body: (await res.json()) as unknown }).toEqual({
        status: 400,
        body: { message: 'The body is not a vitals report.' },
      });
    });
  });
});
