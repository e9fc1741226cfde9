import request from 'supertest';
import { STAND_IN_HOSTNAME, startRecaptchaStandIn } from '../../../test-support/recaptcha-stand-in';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { testApp } from '../../../test-support/test-app';
import { WaitlistEntry } from '../waitlist-entry.model';

const valid = { fullName: 'Ada Founder', email: 'Ada@Example.com', company: 'Analytical Co', token: 'client-token' };

describe('POST /api/waitlist with the bot check off', () => {
  const { app } = testApp();
  const join = (body: unknown) =>
    request(app)
      .post('/api/waitlist')
      .send(body as object);

  it('stores the entry and thanks the visitor', async () => {
    const res = await join(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you for joining our wait list!' });
    const entry = await WaitlistEntry.findOne().lean();
    expect(entry).toMatchObject({ email: 'ada@example.com', fullName: 'Ada Founder', company: 'Analytical Co' });
  });

  it('stores an e-mail already on the list once, with the same answer', async () => {
    const first = await join(valid);
    const second = await join({ ...valid, email: ' ada@EXAMPLE.com ', fullName: 'Someone Else' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await WaitlistEntry.countDocuments()).toBe(1);
    expect((await WaitlistEntry.findOne().lean())!.fullName).toBe('Ada Founder');
  });

  it('stores simultaneous sign-ups of one e-mail once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => join(valid)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(await WaitlistEntry.countDocuments()).toBe(1);
  });

  it('applies the form rules with their messages', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, fullName: 'A' }, 'Name must be at least 2 characters'],
      [{ ...valid, fullName: '  A  ' }, 'Name must be at least 2 characters'],
      [{ ...valid, fullName: undefined }, 'Name must be at least 2 characters'],
      [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...valid, email: 'ada @example.com' }, 'Please enter a valid email address'],
      [{ ...valid, email: { $gt: '' } }, 'Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await join(body);
      expect({ status: res.status, message: bodyOf<MessageBody>(res).message }).toEqual({ status: 400, message });
    }
    expect(await WaitlistEntry.countDocuments()).toBe(0);
  });

  it('treats company as optional', async () => {
    expect((await join({ fullName: 'Bo', email: 'bo@example.com' })).status).toBe(201);
    expect((await WaitlistEntry.findOne().lean())!.company).toBeNull();
  });

  it('is rate limited', async () => {
    const limited = testApp({ FORM_RATE_LIMIT_MAX: '2' }).app;
    await request(limited)
      .post('/api/waitlist')
      .send({ ...valid, email: 'a@example.com' });
    await request(limited)
      .post('/api/waitlist')
      .send({ ...valid, email: 'b@example.com' });
    const res = await request(limited)
      .post('/api/waitlist')
      .send({ ...valid, email: 'c@example.com' });
    expect(res.status).toBe(429);
    expect(bodyOf<MessageBody>(res).message).toBe('Too many requests from your network. Please try again in 60 minutes.');
    expect(res.headers['retry-after']).toBe('3600');
  });
});

describe('POST /api/waitlist with reCAPTCHA v3 verification on', () => {
  let standIn: Awaited<ReturnType<typeof startRecaptchaStandIn>>;
  let app: ReturnType<typeof testApp>['app'];
  beforeAll(async () => {
    standIn = await startRecaptchaStandIn();
    app = testApp({
      RECAPTCHA_SECRET_KEY: 'server-secret',
      RECAPTCHA_VERIFY_URL: standIn.url,
      RECAPTCHA_HOSTNAMES: `other.example, ${STAND_IN_HOSTNAME}`,
    }).app;
  });
  afterAll(() => standIn.close());
  const join = (body: object) => request(app).post('/api/waitlist').send(body);

  it('verifies the token with the secret and accepts a good score', async () => {
    standIn.answerWith({ success: true, score: 0.9, action: 'waitlistSubmit', hostname: STAND_IN_HOSTNAME.toUpperCase() });
    const res = await join(valid);
    expect(res.status).toBe(201);
    const sent = standIn.received.at(-1)!;
    expect(sent.get('secret')).toBe('server-secret');
    expect(sent.get('response')).toBe('client-token');
    expect((await WaitlistEntry.findOne().lean())!.botScore).toBe(0.9);
  });

  it.each([
    ['a low score', { success: true, score: 0.3, action: 'waitlistSubmit', hostname: STAND_IN_HOSTNAME }],
    ['another action', { success: true, score: 0.9, action: 'login', hostname: STAND_IN_HOSTNAME }],
    ['a token made on another site', { success: true, score: 0.9, action: 'waitlistSubmit', hostname: 'copycat.example' }],
    ['an answer naming no site', { success: true, score: 0.9, action: 'waitlistSubmit' }],
    ['an unsuccessful check', { success: false }],
  ])('refuses %s', async (_name, answer) => {
    standIn.answerWith(answer);
    const res = await join(valid);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'reCAPTCHA verification failed. Please try again.' });
    expect(await WaitlistEntry.countDocuments()).toBe(0);
  });

  it('refuses a missing token', async () => {
    const res = await join({ ...valid, token: undefined });
    expect(res.body).toEqual({ message: 'reCAPTCHA verification failed. Please try again.' });
  });

  it('answers 503 when the verify endpoint fails', async () => {
    standIn.answerWith('error');
    const res = await join(valid);
    expect(res.status).toBe(503);
    expect(bodyOf<MessageBody>(res).message).toBe('The bot check is unavailable right now. Please try again in a moment.');
  });
});
