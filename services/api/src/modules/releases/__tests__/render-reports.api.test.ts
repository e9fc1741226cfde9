import { RENDER_REPORTS_MAX } from '@fns/contracts';
import request from 'supertest';
import { SITE_SERVER_SECRET_UNSET, SITE_SERVERS_ONLY } from '../../../lib/site-servers-only';
import { testApp } from '../../../test-support/test-app';
import { RemoteVersion } from '../remote-release.model';

/** What the API and every shell share to know each other as the site's servers. */
const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
const AS_SITE_SERVER = { Authorization: `Bearer ${SITE_SERVER_SECRET}` };
const counts = (renders: number, failures: number) => ({ remote: 'mfe_blog', version: '1.0.0-aaaa', renders, failures });

const app = testApp({ SITE_SERVER_SECRET }).app;
const report = (body: unknown, headers: Record<string, string> = AS_SITE_SERVER) =>
  request(app).post('/api/remotes/reports').set(headers).send(body as object);
/** What the registry holds of the version the reports name. */
const counted = async () => {
  const version = await RemoteVersion.findOne({ remote: 'mfe_blog', version: '1.0.0-aaaa' }).lean();
  return { renders: version?.renders, failures: version?.failures };
};

beforeEach(async () => {
  await RemoteVersion.create({
    remote: 'mfe_blog',
    version: '1.0.0-aaaa',
    manifestUrl: 'https://cdn.example/mfe-blog/1.0.0-aaaa/remote-manifest.json',
    commit: '0123456789ab',
    builtAt: new Date('2026-11-26T12:00:00.000Z'),
    shared: {},
    registeredAt: new Date('2026-11-26T12:00:00.000Z'),
  });
});

describe('POST /api/remotes/reports', () => {
  it('counts the reports of a caller that sends SITE_SERVER_SECRET', async () => {
    const res = await report({ reports: [counts(3, 1)] });
    expect(res.status).toBe(204);
    expect(await counted()).toEqual({ renders: 3, failures: 1 });
  });

  it.each([
    ['no credentials', {}],
    ['a wrong secret', { Authorization: `Bearer ${SITE_SERVER_SECRET}x` }],
    ['the secret, not as a bearer token', { Authorization: SITE_SERVER_SECRET }],
    ["a visitor's request passed on by a proxy", { 'X-Forwarded-For': '203.0.113.9' }],
  ])('refuses a report with %s (401), and counts nothing', async (_caller, headers) => {
    const res = await report({ reports: [counts(1000, 0)] }, headers);
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 401, body: { message: SITE_SERVERS_ONLY } });
    expect(await counted()).toEqual({ renders: 0, failures: 0 });
  });

  it('authenticates before it reads the body', async () => {
    const res = await request(app).post('/api/remotes/reports').set('Content-Type', 'application/json').send('{not json');
    expect(res.status).toBe(401);
  });

  it('answers 503 while SITE_SERVER_SECRET is not set here: no caller can be told a site server', async () => {
    const res = await request(testApp({ SITE_SERVER_SECRET: '' }).app)
      .post('/api/remotes/reports')
      .set(AS_SITE_SERVER)
      .send({ reports: [counts(1, 1)] });
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 503, body: { message: SITE_SERVER_SECRET_UNSET } });
    expect(await counted()).toEqual({ renders: 0, failures: 0 });
  });

  it.each([
    [`more than ${RENDER_REPORTS_MAX} versions`, { reports: Array.from({ length: RENDER_REPORTS_MAX + 1 }, () => counts(1, 0)) }],
    ['a negative count', { reports: [counts(-1, 0)] }],
    ['a count past a million', { reports: [counts(1_000_001, 0)] }],
    ['an unknown remote', { reports: [{ ...counts(1, 0), remote: '__proto__' }] }],
    ['no list', { reports: 'all good' }],
    ['nothing', {}],
  ])('refuses a report of %s (400), and counts none of it', async (_what, body) => {
    expect((await report(body)).status).toBe(400);
    expect(await counted()).toEqual({ renders: 0, failures: 0 });
  });
});
