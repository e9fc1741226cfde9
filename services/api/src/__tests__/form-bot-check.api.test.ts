import type { Model } from 'mongoose';
import request from 'supertest';
import { MIN_FILL_MS } from '../lib/form-bot-check';
import { ContactMessage } from '../modules/contact/contact-message.model';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.model';
import { STAND_IN_HOSTNAME, startRecaptchaStandIn } from '../test-support/recaptcha-stand-in';
import { bodyOf } from '../test-support/response-body';
import { testApp } from '../test-support/test-app';

/** The two open forms with a bot check: what each sends, its thank-you, where it stores, its reCAPTCHA action. */
const FORMS = [
  {
    path: '/api/contact',
    fields: { name: 'Ada Founder', email: 'ada@example.com', subject: 'support', message: 'Help, please.' },
    thanks: "Thank you for your message! We'll get back to you soon.",
    stored: ContactMessage as unknown as Model<unknown>,
    action: 'contactSubmit',
  },
  {
    path: '/api/newsletter',
    fields: { email: 'reader@example.com' },
    thanks: 'Thanks for subscribing! Look out for our next letter.',
    stored: NewsletterSubscriber as unknown as Model<unknown>,
    action: 'newsletterSubmit',
  },
] as const;

describe.each(FORMS)('$path: bot check without reCAPTCHA (honeypot and fill time)', ({ path, fields, thanks, stored }) => {
  const { app } = testApp();
  const send = (body: object) =>
    request(app)
      .post(path)
      .send({ ...fields, ...body });

  it('stores what a person sent: the honeypot empty, the form open long enough', async () => {
    const res = await send({ website: '', elapsedMs: MIN_FILL_MS });
    expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 201, body: { message: thanks } });
    expect(await stored.countDocuments()).toBe(1);
  });

  it.each([
    ['the honeypot filled in', { website: 'https://cheap-pills.example', elapsedMs: 9_000 }],
    ['a form sent too fast to have been filled by hand', { website: '', elapsedMs: MIN_FILL_MS - 1 }],
    ['no fill time at all (a script posting straight to the API)', {}],
  ])('thanks a bot (%s) as it thanks a person, and stores nothing', async (_case, body) => {
    const res = await send(body);
    expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 201, body: { message: thanks } });
    expect(await stored.countDocuments()).toBe(0);
  });

  it.each([
    [{ elapsedMs: 'soon' }, 'elapsedMs: must be a whole number of milliseconds'],
    [{ elapsedMs: 2500.5 }, 'elapsedMs: must be a whole number of milliseconds'],
    [{ elapsedMs: -1 }, 'elapsedMs: must be a whole number of milliseconds'],
    [{ website: ['x'] }, 'website: must be text'],
  ])('refuses bot-check fields of the wrong shape: %j', async (body, message) => {
    const res = await send(body);
    expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 400, body: { message } });
    expect(await stored.countDocuments()).toBe(0);
  });
});

describe.each(FORMS)('$path: bot check with reCAPTCHA v3', ({ path, fields, thanks, stored, action }) => {
  let standIn: Awaited<ReturnType<typeof startRecaptchaStandIn>>;
  let app: ReturnType<typeof testApp>['app'];
  beforeAll(async () => {
    standIn = await startRecaptchaStandIn();
    app = testApp({ RECAPTCHA_SECRET_KEY: 'server-secret', RECAPTCHA_VERIFY_URL: standIn.url, RECAPTCHA_HOSTNAMES: STAND_IN_HOSTNAME }).app;
  });
  afterAll(() => standIn.close());
  const send = (body: object) =>
    request(app)
      .post(path)
      .send({ ...fields, ...body });

  it(`stores what a good token for the ${action} action on this site vouches for`, async () => {
    standIn.answerWith({ success: true, score: 0.9, action, hostname: STAND_IN_HOSTNAME });
    // reCAPTCHA decides: the fill time is not asked for.
    const res = await send({ token: 'client-token' });
    expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 201, body: { message: thanks } });
    expect(standIn.received.at(-1)!.get('response')).toBe('client-token');
    expect(await stored.countDocuments()).toBe(1);
  });

  it.each([
    ['no token', {}, { success: true, score: 0.9, action, hostname: STAND_IN_HOSTNAME }],
    ['a low score', { token: 't' }, { success: true, score: 0.1, action, hostname: STAND_IN_HOSTNAME }],
    ["another form's token", { token: 't' }, { success: true, score: 0.9, action: 'waitlistSubmit', hostname: STAND_IN_HOSTNAME }],
    ['a token made on another site', { token: 't' }, { success: true, score: 0.9, action, hostname: 'copycat.example' }],
  ])("refuses %s with the wait list's message", async (_case, body, answer) => {
    standIn.answerWith(answer);
    const res = await send({ ...body, elapsedMs: 9_000 });
    expect({ status: res.status, body: bodyOf(res) }).toEqual({
      status: 400,
      body: { message: 'reCAPTCHA verification failed. Please try again.' },
    });
    expect(await stored.countDocuments()).toBe(0);
  });

  it('answers 503 when the verify endpoint fails', async () => {
    standIn.answerWith('error');
    const res = await send({ token: 'client-token' });
    expect(res.status).toBe(503);
    expect(await stored.countDocuments()).toBe(0);
  });
});
