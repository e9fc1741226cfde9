import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { Config } from '../../../config/config';
import { linkIn, mailTo } from '../../../test-support/mailpit';
import { testApp } from '../../../test-support/test-app';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { signLinkToken } from '../../subscriptions/link-token';
import { ReferralCredit } from '../referrals';
import { WaitlistEntry } from '../waitlist-entry.model';

// The welcome mail goes through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

const NOT_VALID = { message: 'This link is not valid or has expired.' };
const address = (name: string) => `${name}-${randomUUID()}@example.com`;

/** One site (API) as a visitor uses it: join, confirm, look at the status page, leave. */
function site({ app, config }: { app: Express; config: Config }) {
  const idOf = async (email: string) => String((await WaitlistEntry.findOne({ email: email.toLowerCase() }).lean())!._id);
  const token = async (email: string, purpose: 'confirm' | 'unsubscribe' | 'status' | 'refer') =>
    signLinkToken(config, { list: 'waitlist', id: await idOf(email), purpose });
  const join = (email: string, referral?: string) => request(app).post('/api/waitlist').send({ email, fullName: 'Ada Lovelace', referral });
  const confirm = async (email: string) => request(app).post(`/api/subscriptions/${await token(email, 'confirm')}/confirm`);
  const standingAt = (statusToken: string) => request(app).get(`/api/waitlist/status/${statusToken}`);
  const standing = async (email: string) => (await standingAt(await token(email, 'status'))).body as Record<string, unknown>;
  const leave = async (email: string) => request(app).post(`/api/subscriptions/${await token(email, 'unsubscribe')}/unsubscribe`);
  /** Joined and confirmed, one after the other: the line's order. */
  const joinAll = async (emails: string[]) => {
    for (const email of emails) {
      expect((await join(email)).status).toBe(201);
      expect((await confirm(email)).body).toEqual({ status: 'confirmed' });
    }
  };
  const positions = async (emails: string[]) => Promise.all(emails.map(async (email) => (await standing(email)).position));
  return { join, confirm, standing, standingAt, leave, joinAll, positions, token };
}

describe('the wait list line (referrals off, the default)', () => {
  const api = testApp();
  const { join, confirm, standing, standingAt, leave, joinAll, positions, token } = site(api);
  let worker: MailWorker;
  beforeAll(() => {
    worker = startMailWorker({ config: api.config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
  });
  afterAll(() => worker.stop());

  it('orders people by confirmation, not by sign-up, and names the place in the welcome mail with a link to the status page', async () => {
    const [ada, bo, cy] = [address('ada'), address('bo'), address('cy')];
    for (const email of [ada, bo, cy]) await join(email);
    await confirm(cy);
    await confirm(ada);
    await confirm(bo);
    expect(await positions([cy, ada, bo])).toEqual([1, 2, 3]);

    const welcome = await mailTo(ada, { subject: "You're confirmed" });
    expect(welcome.text).toContain("Your place on the wait list is confirmed. We'll write when it's your turn. You're number 2 in line.");
    const statusLink = linkIn(welcome, /\/waitlist\/status\//);
    expect(statusLink).toMatch(/^http:\/\/localhost:3000\/waitlist\/status\/[A-Za-z0-9_-]+$/);
    const res = await standingAt(statusLink.split('/').pop()!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'confirmed', position: 2, waiting: 3, referralUrl: null, referralBoost: 5, referrals: 0 });
  });

  it('goes pending → confirmed → removed, and those behind move up; one who signs up again starts pending', async () => {
    const [ada, bo, cy] = [address('ada'), address('bo'), address('cy')];
    await join(ada);
    expect(await standing(ada)).toMatchObject({ status: 'pending', position: null, waiting: 0 });
    await joinAll([bo, cy]);
    await confirm(ada);
    expect(await positions([bo, cy, ada])).toEqual([1, 2, 3]);

    expect((await leave(bo)).body).toEqual({ status: 'removed' });
    expect(await standing(bo)).toMatchObject({ status: 'removed', position: null, waiting: 2 });
    expect(await positions([cy, ada])).toEqual([1, 2]);

    await join(bo);
    expect(await standing(bo)).toMatchObject({ status: 'pending', position: null });
    // Confirmed again: at the back of the line.
    await confirm(bo);
    expect(await positions([cy, ada, bo])).toEqual([1, 2, 3]);
  });

  it('leaves the invited and the joined out of the line; confirming them again changes nothing', async () => {
    const [ada, bo, cy] = [address('ada'), address('bo'), address('cy')];
    await joinAll([ada, bo, cy]);
    await WaitlistEntry.updateOne({ email: ada }, { $set: { status: 'invited' } });
    await WaitlistEntry.updateOne({ email: bo }, { $set: { status: 'joined' } });
    expect(await standing(ada)).toMatchObject({ status: 'invited', position: null, waiting: 1 });
    expect(await standing(bo)).toMatchObject({ status: 'joined', position: null, waiting: 1 });
    expect(await standing(cy)).toMatchObject({ status: 'confirmed', position: 1 });
    expect((await confirm(ada)).body).toEqual({ status: 'invited' });
    // A sign-up of a member sends nothing and changes nothing.
    await join(bo);
    expect(await standing(bo)).toMatchObject({ status: 'joined' });
  });

  it('counts an entry stored before double opt-in as waiting, by its sign-up time', async () => {
    const [old, ada] = [address('old'), address('ada')];
    await WaitlistEntry.collection.insertOne({ email: old, fullName: 'Old Timer', createdAt: new Date(Date.now() - 86_400_000) });
    await joinAll([ada]);
    expect(await positions([old, ada])).toEqual([1, 2]);
    expect(await standing(old)).toMatchObject({ status: 'confirmed' });
  });

  it('answers a link that is no status link of an entry with 404', async () => {
    const ada = address('ada');
    await joinAll([ada]);
    const status = await token(ada, 'status');
    for (const other of [await token(ada, 'confirm'), await token(ada, 'unsubscribe'), await token(ada, 'refer')]) {
      expect([(await standingAt(other)).status, (await standingAt(other)).body]).toEqual([404, NOT_VALID]);
    }
    const tampered = `${status.slice(0, -2)}${status.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'x', 'a'.repeat(300), '%00']) {
      const res = await standingAt(bad);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_VALID);
    }
    // Nor is a status link one that confirms or unsubscribes.
    expect((await request(api.app).get(`/api/subscriptions/${status}`)).status).toBe(404);
    expect((await request(api.app).post(`/api/subscriptions/${status}/unsubscribe`)).status).toBe(404);
    // An entry erased: its link is no longer valid.
    await WaitlistEntry.deleteOne({ email: ada });
    expect((await standingAt(status)).status).toBe(404);
  });

  it('ignores a referral while referrals are off', async () => {
    const [ada, bo] = [address('ada'), address('bo')];
    await joinAll([ada]);
    expect((await join(bo, await token(ada, 'refer'))).status).toBe(201);
    expect((await WaitlistEntry.findOne({ email: bo }).lean())!.referredBy).toBeNull();
  });
});

describe('referrals (WAITLIST_REFERRALS=true)', () => {
  const api = testApp({ WAITLIST_REFERRALS: 'true' });
  const { join, confirm, standing, joinAll, positions, token, leave } = site(api);
  const line = (n: number) => Array.from({ length: n }, (_, i) => address(`p${i + 1}`));
  const referralOf = async (email: string) => new URL(String((await standing(email)).referralUrl)).searchParams.get('ref')!;

  it('gives a waiting person a referral link; a friend who confirms through it moves them up REFERRAL_BOOST places', async () => {
    const people = line(8);
    await joinAll(people);
    const referrer = people[7]!;
    const standingBefore = await standing(referrer);
    expect(standingBefore).toMatchObject({ position: 8, referralBoost: 5, referrals: 0 });
    expect(standingBefore.referralUrl).toMatch(/^http:\/\/localhost:3000\/\?ref=[A-Za-z0-9_-]+$/);

    const friend = address('friend');
    expect((await join(friend, await referralOf(referrer))).status).toBe(201);
    // Pending friends do not count.
    expect(await standing(referrer)).toMatchObject({ position: 8, referrals: 0 });
    await confirm(friend);
    expect(await standing(referrer)).toMatchObject({ position: 3, referrals: 1 });
    expect(await positions(people.slice(0, 3))).toEqual([1, 2, 4]);
    expect(await standing(friend)).toMatchObject({ position: 9, waiting: 9 });
    // A second friend: up 5 more, to the front (never past it).
    const second = address('second');
    await join(second, await referralOf(referrer));
    await confirm(second);
    expect(await standing(referrer)).toMatchObject({ position: 1, referrals: 2 });
  });

  it('does not count a friend whose address reaches the referrer’s own inbox', async () => {
    const referrer = `Ada.Lovelace.${randomUUID().slice(0, 8)}@gmail.com`;
    const local = referrer.split('@')[0]!.toLowerCase();
    const [other] = line(1);
    await joinAll([other!, referrer]);
    const ref = await referralOf(referrer);
    for (const self of [`${local.replaceAll('.', '')}+again@googlemail.com`, `${local.toUpperCase()}+x@GMAIL.com`]) {
      await join(self, ref);
      await confirm(self);
    }
    expect(await standing(referrer)).toMatchObject({ position: 2, referrals: 0 });

    const company = `founder-${randomUUID()}@example.com`;
    await joinAll([company]);
    await join(company.replace('@', '+team@'), await referralOf(company));
    await confirm(company.replace('@', '+team@'));
    expect(await standing(company)).toMatchObject({ referrals: 0 });
    // On other domains dots matter: a different person.
    const dotted = company.replace('founder-', 'found.er-');
    await join(dotted, await referralOf(company));
    await confirm(dotted);
    expect(await standing(company)).toMatchObject({ referrals: 1 });
  });

  it('credits at most 3 friends a day, and each friend once (confirming again after leaving included)', async () => {
    const [referrer] = line(1);
    await joinAll([referrer!]);
    const ref = await referralOf(referrer!);
    const friends = line(5);
    for (const friend of friends) {
      await join(friend, ref);
      await confirm(friend);
    }
    expect(await standing(referrer!)).toMatchObject({ referrals: 3 });
    expect(await ReferralCredit.countDocuments({})).toBe(3);

    await leave(friends[0]!);
    await join(friends[0]!, ref);
    await confirm(friends[0]!);
    expect(await ReferralCredit.countDocuments({})).toBe(3);
  });

  it('credits nobody for a referrer no longer waiting, nor for a link that is not a referral link', async () => {
    const [ada, bo, cy] = line(3);
    await joinAll([ada!]);
    const ref = await referralOf(ada!);
    await WaitlistEntry.updateOne({ email: ada }, { $set: { status: 'invited' } });
    await join(bo!, ref);
    await confirm(bo!);
    expect(await ReferralCredit.countDocuments({})).toBe(0);
    expect((await standing(ada!)).referralUrl).toBeNull();

    for (const junk of [await token(ada!, 'status'), 'not-a-token', 'x'.repeat(400)]) {
      expect((await join(cy!, junk)).status).toBe(201);
    }
    expect((await WaitlistEntry.findOne({ email: cy }).lean())!.referredBy).toBeNull();
  });
});
