import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { setLogLevel } from '../../../lib/logger';
import { waitUntil } from '../../../test-support/api-process';
import { linkIn, mailsTo, mailTo, type Mail } from '../../../test-support/mailpit';
import { letter as letterContent } from '../../../test-support/mail-content';
import { match } from '../../../test-support/matchers';
import { testApp } from '../../../test-support/test-app';
import { enqueueMail } from '../../mail/mail-outbox';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { Suppression } from '../../mail/suppression.model';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';
import { signLinkToken } from '../link-token';
import { queueListMail } from '../list-mail';

const { app, config } = testApp();
setLogLevel(config.logLevel);
const HOUR = 60 * 60 * 1000;
const NOT_VALID = { message: 'This link is not valid or has expired.' };
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
// Sent by a person: the form was open for 8 seconds.
const subscribe = (email: string, extra: object = {}) =>
  request(app)
    .post('/api/newsletter')
    .send({ email, elapsedMs: 8_000, ...extra });
const join = (email: string) => request(app).post('/api/waitlist').send({ email, fullName: 'Ada Lovelace', company: 'Engines' });
const tokenIn = (mail: Mail, purpose: 'confirm' | 'unsubscribe') =>
  linkIn(mail, new RegExp(`/${purpose}/[A-Za-z0-9_-]+$`))
    .split('/')
    .pop()!;
const unsubscribeHeaderToken = (mail: Mail) => /\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(mail.headers['List-Unsubscribe']![0]!)![1]!;
const link = (token: string) => request(app).get(`/api/subscriptions/${token}`);
const confirm = (token: string) => request(app).post(`/api/subscriptions/${token}/confirm`);
const oneClick = (token: string) =>
  request(app).post(`/api/subscriptions/${token}/unsubscribe`).type('form').send('List-Unsubscribe=One-Click');
const outboxTo = (to: string) => OutboxMail.find({ to }).sort({ createdAt: 1 }).lean();
const subscriber = async (email: string) => (await NewsletterSubscriber.findOne({ email }).lean())!;

// The mail goes through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
});
afterAll(() => worker.stop());

describe('double opt-in', () => {
  it('stores a sign-up pending with its consent record and mails a confirmation with one-click unsubscribe headers', async () => {
    const email = address('pending');
    const before = Date.now();
    const res = await subscribe(email, { page: '/about' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thanks for subscribing! Look out for our next letter.' });
    const entry = await subscriber(email);
    expect(entry).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      consent: { form: 'footer-newsletter', page: '/about', confirmedAt: null },
    });
    expect(entry.consent!.at.getTime()).toBeGreaterThanOrEqual(before);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirm your subscription to Founders Never Solo');
    expect(mail.from.Address).toBe('hello@localhost');
    expect(mail.text).toContain('Confirm my subscription');
    expect(linkIn(mail, /\/confirm\//)).toMatch(/^http:\/\/localhost:3000\/confirm\/[A-Za-z0-9_-]+$/);
    expect(mail.headers['List-Unsubscribe']).toEqual([match.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]+>$/)]);
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    // The link opened (as a mail scanner does) changes nothing.
    const token = tokenIn(mail, 'confirm');
    expect((await link(token)).body).toEqual({ list: 'newsletter', purpose: 'confirm', status: 'pending' });
    expect((await subscriber(email)).status).toBe('pending');
  });

  it('takes the page from a Referer on the site when the form does not name it', async () => {
    const email = address('referer');
    await subscribe(email).set('Referer', 'http://localhost:3000/blog/some-post?x=1');
    expect((await subscriber(email)).consent!.page).toBe('/blog/some-post');
    const other = address('foreign');
    await subscribe(other).set('Referer', 'https://elsewhere.example/page');
    expect((await subscriber(other)).consent!.page).toBeNull();
  });

  it('confirms by POST once: a welcome mail, and a replay answers the same and sends nothing more', async () => {
    const email = address('confirm');
    await subscribe(email);
    const token = tokenIn(await mailTo(email), 'confirm');
    const replies = await Promise.all([confirm(token), confirm(token)]);
    expect(replies.map((res): unknown[] => [res.status, res.body])).toEqual([
      [200, { status: 'confirmed' }],
      [200, { status: 'confirmed' }],
    ]);
    expect((await confirm(token)).body).toEqual({ status: 'confirmed' });
    const entry = await subscriber(email);
    expect(entry.status).toBe('confirmed');
    expect(entry.confirmedAt).toBeInstanceOf(Date);
    expect(entry.consent!.confirmedAt).toEqual(entry.confirmedAt);

    const welcome = await mailTo(email, { subject: "You're confirmed" });
    expect(welcome.text).toContain('Look out for our next letter');
    expect(welcome.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(linkIn(welcome, /\/unsubscribe\//)).toBe(`http://localhost:3000/unsubscribe/${unsubscribeHeaderToken(welcome)}`);
    await waitUntil(async () => (await outboxTo(email)).every((mail) => mail.status === 'sent'), 5_000);
    expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual([
      'Confirm your subscription to Founders Never Solo',
      "You're confirmed",
    ]);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses an expired, a tampered and an unknown link with 404, and a link of the other purpose with 400', async () => {
    const email = address('links');
    await subscribe(email);
    const { _id } = await subscriber(email);
    const id = String(_id);
    const expired = signLinkToken(config, { list: 'newsletter', id, purpose: 'confirm' }, Date.now() - 49 * HOUR);
    const valid = signLinkToken(config, { list: 'newsletter', id, purpose: 'confirm' });
    const tampered = signLinkToken(config, { list: 'waitlist', id, purpose: 'confirm' }).slice(0, 20) + valid.slice(20);
    const unknown = signLinkToken(config, { list: 'newsletter', id: 'a'.repeat(24), purpose: 'confirm' });
    for (const token of [expired, tampered, unknown, 'not-a-token']) {
      for (const res of [await link(token), await confirm(token)]) expect([res.status, res.body]).toEqual([404, NOT_VALID]);
    }
    expect((await oneClick(valid)).status).toBe(400);
    const unsubscribe = signLinkToken(config, { list: 'newsletter', id, purpose: 'unsubscribe' });
    expect(await confirm(unsubscribe)).toMatchObject({
      status: 400,
      body: { message: 'This link unsubscribes; it cannot confirm a sign-up.' },
    });
    expect((await subscriber(email)).status).toBe('pending');
  });

  it('re-sends the confirmation to a pending address, at most 3 times a day, and nothing to a confirmed one', async () => {
    const email = address('again');
    for (let time = 0; time < 5; time += 1) expect((await subscribe(email)).status).toBe(201);
    expect(await outboxTo(email)).toHaveLength(3);
    await waitUntil(async () => (await mailsTo(email)).length === 3, 10_000);

    const confirmed = address('confirmed');
    await subscribe(confirmed);
    await confirm(tokenIn(await mailTo(confirmed), 'confirm'));
    await subscribe(confirmed);
    await subscribe(confirmed);
    expect((await outboxTo(confirmed)).map((mail) => mail.subject)).toEqual([
      'Confirm your subscription to Founders Never Solo',
      "You're confirmed",
    ]);
  });

  it('answers every sign-up alike, new, pending or confirmed, on both forms', async () => {
    const email = address('alike');
    const answers = [];
    answers.push(await subscribe(email));
    answers.push(await subscribe(email));
    await confirm(tokenIn(await mailTo(email), 'confirm'));
    answers.push(await subscribe(email));
    expect(new Set(answers.map((res) => JSON.stringify([res.status, res.body, res.headers['content-type']]))).size).toBe(1);

    const joining = address('alike-waitlist');
    const joins = [await join(joining), await join(joining)];
    await confirm(tokenIn(await mailTo(joining), 'confirm'));
    joins.push(await join(joining));
    expect(joins.map((res): unknown[] => [res.status, res.body])).toEqual(
      Array(3).fill([201, { message: 'Thank you for joining our wait list!' }]),
    );
  });

  it('confirms a wait list place the same way, greeting by first name', async () => {
    const email = address('waitlist');
    await join(email);
    expect(await WaitlistEntry.findOne({ email }).lean()).toMatchObject({ status: 'pending', consent: { form: 'waitlist-dialog' } });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirm your place on the Founders Never Solo wait list');
    expect(mail.text).toContain('Hi Ada,');
    const token = tokenIn(mail, 'confirm');
    expect((await link(token)).body).toEqual({ list: 'waitlist', purpose: 'confirm', status: 'pending' });
    expect((await confirm(token)).body).toEqual({ status: 'confirmed' });
    expect((await mailTo(email, { subject: "You're confirmed" })).text).toContain('Your place on the wait list is confirmed');
  });
});

describe('one-click unsubscribe and the suppression list', () => {
  it('unsubscribes by a one-click POST, idempotently, and puts the address on the suppression list', async () => {
    const email = address('one-click');
    await subscribe(email);
    const token = unsubscribeHeaderToken(await mailTo(email));
    expect((await link(token)).body).toEqual({ list: 'newsletter', purpose: 'unsubscribe', status: 'pending' });
    for (let time = 0; time < 2; time += 1) expect(await oneClick(token)).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect((await request(app).post(`/api/subscriptions/${token}/unsubscribe`)).body).toEqual({ status: 'unsubscribed' });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: match.any(Date) });
    expect(await Suppression.find({ address: email }).lean()).toEqual([
      match.objectContaining({ _id: `newsletter:${email}`, list: 'newsletter', at: match.any(Date) }),
    ]);
    expect((await link(token)).body).toEqual({ list: 'newsletter', purpose: 'unsubscribe', status: 'unsubscribed' });
    // Erased by an admin since: the link still reads, and answers, unsubscribed.
    await NewsletterSubscriber.deleteOne({ email });
    expect((await link(token)).body).toMatchObject({ status: 'unsubscribed' });
    expect((await oneClick(token)).body).toEqual({ status: 'unsubscribed' });
  });

  it('sends no list mail to a suppressed address until it signs up and confirms again', async () => {
    const email = address('suppressed');
    await subscribe(email);
    await confirm(tokenIn(await mailTo(email), 'confirm'));
    const welcome = await mailTo(email, { subject: "You're confirmed" });
    await oneClick(unsubscribeHeaderToken(welcome));

    const letter = { list: 'newsletter' as const, email, subject: 'Letter one', paragraphs: ['Hello.'] };
    expect(await queueListMail(config, letter)).toBe(false);
    // One queued before the unsubscribe is dropped when its turn comes.
    await enqueueMail({ to: email, content: letterContent('Queued earlier'), list: 'newsletter', suppressible: true });
    await waitUntil(
      async () => (await OutboxMail.findOne({ to: email, subject: 'Queued earlier' }).lean())!.status === 'suppressed',
      5_000,
    );

    await subscribe(email);
    expect((await subscriber(email)).status).toBe('pending');
    expect(await queueListMail(config, letter)).toBe(false);
    const confirmations = async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Confirm'));
    await waitUntil(async () => (await confirmations()).length === 2, 5_000);
    const [newest] = await confirmations();
    expect((await confirm(tokenIn(newest!, 'confirm'))).body).toEqual({ status: 'confirmed' });
    expect(await Suppression.countDocuments({ address: email })).toBe(0);

    expect(await queueListMail(config, { ...letter, subject: 'Letter two' })).toBe(true);
    const delivered = await mailTo(email, { subject: 'Letter two' });
    expect(delivered.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(delivered.text).toContain('Unsubscribe');
    expect((await mailsTo(email)).map((mail) => mail.subject).sort()).toEqual(
      [
        'Confirm your subscription to Founders Never Solo',
        'Confirm your subscription to Founders Never Solo',
        "You're confirmed",
        "You're confirmed",
        'Letter two',
      ].sort(),
    );
  });
});

describe('older sign-ups and the retention purge', () => {
  it('counts a sign-up stored before double opt-in as confirmed', async () => {
    const email = address('legacy');
    const { insertedId } = await NewsletterSubscriber.collection.insertOne({ email, createdAt: new Date(), updatedAt: new Date() });
    const unsubscribe = signLinkToken(config, { list: 'newsletter', id: String(insertedId), purpose: 'unsubscribe' });
    expect((await link(unsubscribe)).body).toEqual({ list: 'newsletter', purpose: 'unsubscribe', status: 'confirmed' });
    await subscribe(email);
    expect(await OutboxMail.countDocuments({ to: email })).toBe(0);
  });

  it('erases sign-ups left pending for PENDING_RETENTION_DAYS, from the mail worker', async () => {
    const old = new Date(Date.now() - 31 * 24 * HOUR);
    const consent = (at: Date) => ({ at, form: 'footer-newsletter', page: null, confirmedAt: null });
    await NewsletterSubscriber.create([
      { email: address('stale'), status: 'pending', consent: consent(old) },
      { email: address('fresh'), status: 'pending', consent: consent(new Date()) },
      { email: address('kept'), status: 'confirmed', consent: { ...consent(old), confirmedAt: old } },
    ]);
    await WaitlistEntry.create({ email: address('stale-waitlist'), fullName: 'Old', status: 'pending', consent: consent(old) });
    const purging = startMailWorker({ config, smtpUrl: undefined });
    await waitUntil(async () => (await NewsletterSubscriber.countDocuments()) === 2 && (await WaitlistEntry.countDocuments()) === 0, 5_000);
    await purging.stop();
    expect((await NewsletterSubscriber.find().lean()).map((entry) => entry.status).sort()).toEqual(['confirmed', 'pending']);
  });
});

describe('with MAIL_DISABLED', () => {
  const disabled = testApp({ MAIL_DISABLED: 'true' });

  it('stores sign-ups confirmed at once (single opt-in) and queues no mail', async () => {
    const email = address('single');
    const res = await request(disabled.app).post('/api/newsletter').send({ email, elapsedMs: 8_000 });
    expect(res.body).toEqual({ message: 'Thanks for subscribing! Look out for our next letter.' });
    const entry = await subscriber(email);
    expect(entry).toMatchObject({ status: 'confirmed', consent: { form: 'footer-newsletter' } });
    expect(entry.consent!.confirmedAt).toEqual(entry.confirmedAt);
    const joining = address('single-waitlist');
    await request(disabled.app).post('/api/waitlist').send({ email: joining, fullName: 'Bo Founder' });
    expect((await WaitlistEntry.findOne({ email: joining }).lean())!.status).toBe('confirmed');
    expect(await OutboxMail.countDocuments()).toBe(0);
  });
});
