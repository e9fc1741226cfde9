import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { SignupStats } from '@fns/contracts';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { waitUntil } from '../../../test-support/api-process';
import { eraseAddress } from '../../preferences/address-erasure';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { signLinkToken } from '../../subscriptions/link-token';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';
import { refreshDashboardCounts, startDashboardCountSweep } from '../signup-stats.service';

const { app, config } = testApp();
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
const today = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

let auth = '';
beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const statsAnswer = (query = '') => request(app).get(`/api/admin/signups${query}`).set('Authorization', auth);
const stats = async (query = '') => {
  const res = await statsAnswer(query);
  return { status: res.status, body: bodyOf<SignupStats>(res) };
};
const joinWaitlist = (email: string, body: object = {}) =>
  request(app)
    .post('/api/waitlist')
    .send({ email, fullName: 'Ada Lovelace', ...body });
const subscribe = (email: string, body: object = {}) =>
  request(app)
    .post('/api/newsletter')
    .send({ email, elapsedMs: 8_000, ...body });
async function confirm(email: string) {
  const entry = await WaitlistEntry.findOne({ email }).lean();
  const token = signLinkToken(config, { list: 'waitlist', id: String(entry!._id), purpose: 'confirm' });
  expect((await request(app).post(`/api/subscriptions/${token}/confirm`)).body).toEqual({ status: 'confirmed' });
}

const FROM_POST = {
  page: '/blog/pricing-with-nerve',
  source: {
    host: 'News.Ycombinator.com',
    utm: { source: 'hn', medium: 'social', campaign: 'launch' },
    versions: { mfe_blog: '1.4.0' },
  },
};

describe('where sign-ups come from', () => {
  it('records the page, its post, the referring host, the UTM parameters and the remote versions of each sign-up', async () => {
    const email = address('ada');
    expect((await joinWaitlist(email, FROM_POST)).status).toBe(201);
    const entry = await WaitlistEntry.findOne({ email }).lean();
    expect(entry!.source).toEqual({
      page: '/blog/pricing-with-nerve',
      post: 'pricing-with-nerve',
      host: 'news.ycombinator.com',
      utm: { source: 'hn', medium: 'social', campaign: 'launch' },
      versions: ['mfe_blog@1.4.0'],
    });
  });

  it('drops each part that is not what a browser sends instead of refusing the sign-up, and a referring host that is the site itself', async () => {
    const [odd, own] = [address('odd'), address('own')];
    const oddSource = {
      host: 'not a host!',
      utm: { source: 'x'.repeat(101), campaign: 7 },
      versions: { mfe_blog: '1.0.0', mfe_other: '2' },
    };
    expect((await subscribe(odd, { page: '/', source: oddSource })).status).toBe(201);
    expect((await subscribe(own, { page: '/about', source: { host: 'localhost' } })).status).toBe(201);
    expect((await subscribe(address('none'), { page: '/', source: 'nonsense' })).status).toBe(201);

    const sourceOf = async (email: string) => (await NewsletterSubscriber.findOne({ email }).lean())!.source;
    expect(await sourceOf(odd)).toEqual({ page: '/', post: null, host: null, utm: null, versions: [] });
    expect(await sourceOf(own)).toEqual({ page: '/about', post: null, host: null, utm: null, versions: [] });
  });
});

describe('GET /api/admin/signups', () => {
  it('counts on the first request of a new database, and then answers the figures as counted', async () => {
    await joinWaitlist(address('first'), FROM_POST);
    const first = await stats();
    expect(first.body.total).toEqual({ confirmed: 0, pending: 1 });
    await joinWaitlist(address('second'), FROM_POST);
    expect(await stats()).toEqual(first);
    await refreshDashboardCounts();
    expect((await stats()).body.total).toEqual({ confirmed: 0, pending: 2 });
  });

  const posts = adminPostCalls(app, () => auth);

  it('counts the sign-ups of the window per day, confirmed and pending, and by page and post, remote version and source', async () => {
    await posts.created({ title: 'Pricing with nerve', content: '<p>We did it.</p>', published: true });
    const [ada, bo, cy, di] = [address('ada'), address('bo'), address('cy'), address('di')];
    await joinWaitlist(ada, FROM_POST);
    await joinWaitlist(bo, { ...FROM_POST, source: { ...FROM_POST.source, versions: { mfe_blog: '1.5.0' } } });
    await joinWaitlist(cy, { page: '/', source: { host: 'www.google.com', versions: { mfe_marketing: '2.0.0' } } });
    await subscribe(di, { page: '/blog', source: { versions: { mfe_blog: '1.5.0' } } });
    await confirm(ada);
    await confirm(cy);
    // A sign-up 40 days old: in the 90 days, not in the 30.
    const old = new Date(Date.now() - 40 * DAY_MS);
    await WaitlistEntry.create({
      email: address('old'),
      fullName: 'Old Timer',
      status: 'confirmed',
      consent: { at: old, form: 'waitlist-dialog' },
    });

    const { computedAt } = await refreshDashboardCounts();

    const all = await stats();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ computedAt: computedAt.toISOString(), days: 30, list: 'all', total: { confirmed: 2, pending: 2 } });
    expect(all.body.perDay).toHaveLength(30);
    expect(all.body.perDay.at(-1)).toEqual({ day: today(), confirmed: 2, pending: 2 });
    expect(all.body.perDay.slice(0, -1).every(({ confirmed, pending }) => confirmed + pending === 0)).toBe(true);
    expect(all.body.byPage).toEqual([
      { page: '/blog/pricing-with-nerve', post: { slug: 'pricing-with-nerve', title: 'Pricing with nerve' }, confirmed: 1, pending: 1 },
      { page: '/', post: null, confirmed: 1, pending: 0 },
      { page: '/blog', post: null, confirmed: 0, pending: 1 },
    ]);
    expect(all.body.byVersion).toEqual([
      { remote: 'mfe_blog', version: '1.5.0', confirmed: 0, pending: 2 },
      { remote: 'mfe_blog', version: '1.4.0', confirmed: 1, pending: 0 },
      { remote: 'mfe_marketing', version: '2.0.0', confirmed: 1, pending: 0 },
    ]);
    expect(all.body.bySource).toEqual([
      { source: 'hn', campaign: 'launch', confirmed: 1, pending: 1 },
      { source: 'www.google.com', campaign: null, confirmed: 1, pending: 0 },
      { source: null, campaign: null, confirmed: 0, pending: 1 },
    ]);

    const waitlist90 = (await stats('?days=90&list=waitlist')).body;
    expect(waitlist90).toMatchObject({ days: 90, list: 'waitlist', total: { confirmed: 3, pending: 1 } });
    expect(waitlist90.perDay).toHaveLength(90);
    expect(waitlist90.perDay.find(({ day }) => day === old.toISOString().slice(0, 10))).toMatchObject({ confirmed: 1 });
    expect((await stats('?list=newsletter')).body.total).toEqual({ confirmed: 0, pending: 1 });
  });

  it('counts again after a change, and an erased person is no longer counted', async () => {
    const email = address('erase');
    await refreshDashboardCounts();
    await joinWaitlist(email, FROM_POST);
    const sweep = startDashboardCountSweep(50);
    try {
      await waitUntil(async () => (await stats()).body.total.pending === 1, 5_000);
      const entry = await WaitlistEntry.findOne({ email }).lean();
      await eraseAddress(email, [{ list: 'waitlist', id: String(entry!._id) }]);
      await waitUntil(async () => (await stats()).body.total.pending === 0, 5_000);
      expect((await stats()).body.byPage).toEqual([]);
    } finally {
      await sweep.stop();
    }
  });

  it('answers a clear 400 for a window or list it does not have, and 401 without a token', async () => {
    for (const [query, message] of [
      ['?days=7', 'Days must be 30 or 90.'],
      ['?list=contact', 'List must be one of: all, newsletter, waitlist.'],
      ['?days=30&days=90', 'Days must be 30 or 90.'],
      ['?sort=asc', 'Only "days" and "list" can be asked for.'],
    ]) {
      expect([query, (await stats(query)).status, (await stats(query)).body]).toEqual([query, 400, { message }]);
    }
    expect((await request(app).get('/api/admin/signups')).status).toBe(401);
  });
});
