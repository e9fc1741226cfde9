import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import { waitUntil } from '../../../test-support/api-process';
import { mailsTo, mailTo } from '../../../test-support/mailpit';
import { match } from '../../../test-support/matchers';
import { adminPostCalls } from '../../../test-support/post-requests';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { suppress } from '../../mail/suppression.model';
import { NewsletterSend } from '../newsletter-send.model';
import { resumeSends } from '../newsletter-sends';
import { NewsletterSubscriber } from '../newsletter-subscriber.model';

// The letters go through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

const { app, config } = testApp();
let auth = '';
beforeEach(async () => {
  auth = await adminAuthHeader(config);
});
const posts = adminPostCalls(app, () => auth);

const STORY = {
  title: 'Pricing with nerve',
  content:
    '<h2>Start</h2><p>Raising prices felt <em>impossible</em> &amp; risky.</p><p>We did it anyway.</p><h2>Then</h2><p>Later part.</p>',
  image: '/api/media/sample.jpg',
  published: true,
};

/** Subscribers: confirmed ones, and one of each other kind, who get nothing. */
async function subscribers(confirmed: number) {
  const address = (kind: string) => `${kind}-${randomUUID()}@example.com`;
  const docs = [
    ...Array.from({ length: confirmed }, () => ({ email: address('reader'), status: 'confirmed' })),
    { email: address('pending'), status: 'pending' },
    { email: address('gone'), status: 'unsubscribed' },
  ].map((doc) => ({ _id: new Types.ObjectId(), ...doc, createdAt: new Date() }));
  await NewsletterSubscriber.collection.insertMany(docs);
  await suppress('newsletter', docs.at(-1)!.email);
  return docs;
}

const overview = (id: number) => posts.get(`/api/admin/posts/${id}/newsletter`);
const send = (id: number, body: object = {}) => posts.post(`/api/admin/posts/${id}/newsletter`, body);
const lettersTo = (email: string) => OutboxMail.countDocuments({ to: email, template: 'newsletter' });

describe('a post as the newsletter', () => {
  let worker: MailWorker;
  beforeAll(() => {
    worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
  });
  afterAll(() => worker.stop());

  it('previews the letter as it will be sent, sends a test, then one letter to each confirmed subscriber with their own unsubscribe link', async () => {
    const post = await posts.created(STORY);
    const [ada, bo, pending, gone] = await subscribers(2);

    const preview = await overview(post.id);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      subject: 'Pricing with nerve',
      html: match.any(String),
      text: match.any(String),
      audience: 2,
      sends: [],
    });
    const { html, text } = preview.body as { html: string; text: string };
    expect(html).toContain('<img alt="" src="http://localhost:3000/api/media/sample.jpg"');
    expect(text).toContain('Raising prices felt impossible & risky.');
    expect(text).toContain(
      `Read on the site http://localhost:3000/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`,
    );

    const staff = `staff-${randomUUID()}@example.com`;
    const test = await posts.post(`/api/admin/posts/${post.id}/newsletter/test`, { to: staff });
    expect([test.status, test.body]).toEqual([202, { message: `A test is on its way to ${staff}.` }]);
    expect((await mailTo(staff)).subject).toBe('Pricing with nerve');

    const sent = await send(post.id);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: `${post.id}:1`, createdAt: match.any(String), recipients: 2, progress: match.any(Object) });
    const letters = await Promise.all([ada!, bo!].map(({ email }) => mailTo(email, { subject: 'Pricing with nerve' })));
    const unsubscribeLinks = letters.map((letter) => letter.headers['List-Unsubscribe']![0]);
    expect(new Set(unsubscribeLinks).size).toBe(2);
    expect(await lettersTo(pending!.email)).toBe(0);
    expect(await lettersTo(gone!.email)).toBe(0);

    // Listed on the dashboard, and not sent twice by mistake.
    const list = (await posts.get('/api/admin/posts')).body as Array<{ id: number; newsletter: unknown }>;
    expect(list.find(({ id }) => id === post.id)!.newsletter).toEqual({ sentAt: match.any(String), recipients: 2 });
    const again = await send(post.id);
    expect([again.status, again.body]).toEqual([409, { message: 'This post went out as a newsletter already: confirm to send it again.' }]);
    const resent = await send(post.id, { resend: true });
    expect(resent.body).toMatchObject({ id: `${post.id}:2`, recipients: 2 });
    expect(await lettersTo(ada!.email)).toBe(2);
    await waitUntil(async () => (await mailsTo(ada!.email)).length === 2, 15_000);
    const sends = ((await overview(post.id)).body as { sends: Array<{ id: string }> }).sends;
    expect(sends.map(({ id }) => id)).toEqual([`${post.id}:2`, `${post.id}:1`]);
  });
});

describe('newsletter sends', () => {
  it('makes one send of two asked for at the same moment', async () => {
    const post = await posts.created(STORY);
    const [ada] = await subscribers(1);
    const answers = await Promise.all([send(post.id), send(post.id), send(post.id)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
    expect(await lettersTo(ada!.email)).toBe(1);
  });

  it('finishes a send its instance left half-done, sending nobody two letters', async () => {
    const post = await posts.created(STORY);
    const people = await subscribers(3);
    await NewsletterSend.create({ _id: `${post.id}:1`, post: post.id, createdAt: new Date(Date.now() - 2 * 60_000) });
    expect(await resumeSends(config)).toBe(1);
    expect(await resumeSends(config)).toBe(0);
    await NewsletterSend.updateOne({ _id: `${post.id}:1` }, { $set: { state: 'preparing' } });
    expect(await resumeSends(config)).toBe(1);
    expect(await Promise.all(people.slice(0, 3).map(({ email }) => lettersTo(email)))).toEqual([1, 1, 1]);
    expect(await NewsletterSend.findById(`${post.id}:1`).lean()).toMatchObject({ state: 'queued', recipients: 3 });
  });

  it('refuses a draft, an unknown post, nobody to send to, and bad bodies', async () => {
    const draft = await posts.created({ ...STORY, published: false });
    for (const res of [await overview(draft.id), await send(draft.id)])
      expect([res.status, res.body]).toEqual([409, { message: 'Only a published post can go out as a newsletter.' }]);
    expect((await overview(999_999)).status).toBe(404);
    expect((await overview(Number.NaN)).status).toBe(400);
    const post = await posts.created(STORY);
    expect([(await send(post.id)).status, (await send(post.id)).body]).toEqual([
      422,
      { message: 'No one is subscribed to the newsletter yet.' },
    ]);
    expect((await send(post.id, { resend: 'yes' })).body).toEqual({ message: 'Resend ("resend") must be true or false.' });
    expect((await send(post.id, { other: 1 })).status).toBe(400);
    expect((await posts.post(`/api/admin/posts/${post.id}/newsletter/test`, { to: 'nope' })).body).toEqual({
      message: 'Please enter a valid email address',
    });
    expect((await request(app).get(`/api/admin/posts/${post.id}/newsletter`)).status).toBe(401);
  });
});
