/** @jest-environment node */
import { liveRemote } from '../test-support/live-remote';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { setFor, versionSets, visitorBucket } from '../canary';
import type { LiveState } from '../live-remotes';
import { versionsKey } from '../live-remotes';

const state: LiveState = {
  stable: { mfe_blog: liveRemote('mfe_blog', '1.0.0'), mfe_admin: liveRemote('mfe_admin', '2.0.0') },
  canaries: {
    mfe_blog: { remote: liveRemote('mfe_blog', '1.1.0'), percent: 50 },
    mfe_admin: { remote: liveRemote('mfe_admin', '2.1.0'), percent: 10 },
  },
};

describe('canary version sets', () => {
  it("gives a visitor each canary whose share covers the visitor's bucket", () => {
    expect(versionsKey(setFor(state, 0))).toBe('mfe_admin@2.1.0,mfe_blog@1.1.0');
    expect(versionsKey(setFor(state, 10))).toBe('mfe_admin@2.0.0,mfe_blog@1.1.0');
    expect(versionsKey(setFor(state, 49))).toBe('mfe_admin@2.0.0,mfe_blog@1.1.0');
    expect(versionsKey(setFor(state, 50))).toBe('mfe_admin@2.0.0,mfe_blog@1.0.0');
    expect(versionsKey(setFor(state, 99))).toBe('mfe_admin@2.0.0,mfe_blog@1.0.0');
  });

  it('lists every set some visitor gets, the live versions first', () => {
    expect(versionSets(state).map(versionsKey)).toEqual([
      'mfe_admin@2.0.0,mfe_blog@1.0.0',
      'mfe_admin@2.1.0,mfe_blog@1.1.0',
      'mfe_admin@2.0.0,mfe_blog@1.1.0',
    ]);
    expect(versionSets({ stable: state.stable, canaries: {} }).map(versionsKey)).toEqual(['mfe_admin@2.0.0,mfe_blog@1.0.0']);
  });
});

describe('visitorBucket', () => {
  const app = express().get('/', (req, res) => res.json({ bucket: visitorBucket(req, res) }));
  const server = app.listen(0, '127.0.0.1');
  beforeAll(() => new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve))));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const get = (cookie?: string) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: cookie ? { Cookie: cookie } : {} });

  it('keeps the bucket a visitor has', async () => {
    const res = await get('theme=dark; fns_bucket=42');
    expect(await res.json()).toEqual({ bucket: 42 });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([undefined, 'fns_bucket=420', 'fns_bucket=abc', 'xfns_bucket=4'])(
    'gives one at random, kept for a year, to a visitor with %j',
    async (cookie) => {
      const res = await get(cookie);
      const { bucket } = (await res.json()) as { bucket: number };
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(res.headers.get('set-cookie')).toMatch(
        new RegExp(`^fns_bucket=${bucket}; Max-Age=31536000; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`),
      );
    },
  );
});
