import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { linkIn, mailTo, type Mail } from '../../../test-support/mailpit';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { adminAuthHeaderSignedInAgo, TEST_ADMIN, testApp, testConfig } from '../../../test-support/test-app';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { AdminUser } from '../admin-user.model';
import { resetAdminPassword } from '../auth.service';
import { sendResetLink } from '../password-reset.service';
import { signResetToken } from '../reset-token';
import { signToken } from '../token';

const { app, config } = testApp();
const REQUESTED = { message: 'If an administrator has that address, a reset link is on its way. It works for 30 minutes.' };
const CHANGED = { message: 'Your password has been changed. Please log in with the new one.' };
const INVALID = { message: 'This reset link is invalid or has expired. Please ask for a new one.' };
const NEW_PASSWORD = 'a brand new passphrase';
const SUBJECT = 'Reset your Founders Never Solo password';

const address = (name: string) => `${name}-${randomUUID()}@example.com`;
const forgot = (email: unknown, through = app) => request(through).post('/api/auth/forgot-password').send({ email });
const reset = (token: unknown, password: unknown) => request(app).post('/api/auth/reset-password').send({ token, password });
const login = (password: string) => request(app).post('/api/auth/login').send({ username: TEST_ADMIN.username, password });
const statusAndBody = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
const tokenIn = (mail: Mail) => new URL(linkIn(mail, /\/admin\/reset-password\?token=/)).searchParams.get('token')!;

/** The test admin with an address of its own, and a session from a minute ago: a password changed now ends it. */
async function adminWithEmail() {
  const session = await adminAuthHeaderSignedInAgo(config, 60_000);
  const email = address('admin');
  const user = (await AdminUser.findOneAndUpdate(
    { username: TEST_ADMIN.username },
    { $set: { email } },
    { returnDocument: 'after' },
  ).lean())!;
  const linkToken = (now?: number) =>
    signResetToken(config, { userId: String(user._id), passwordChangedAt: user.passwordChangedAt.getTime() }, now);
  return { email, session, linkToken };
}

// The mail goes through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
});
afterAll(() => worker.stop());

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not an admin has the address, and mails the link to the admin only', async () => {
    const { email } = await adminWithEmail();
    const stranger = address('stranger');
    expect(statusAndBody(await forgot(stranger))).toEqual({ status: 202, body: REQUESTED });
    expect(statusAndBody(await forgot(email.toUpperCase()))).toEqual({ status: 202, body: REQUESTED });

    const mail = await mailTo(email, { subject: SUBJECT });
    const link = linkIn(mail, /\/admin\/reset-password\?token=/);
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/reset-password\?token=[A-Za-z0-9_.-]+$/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Choose a new password');
      expect(part).toContain(
        'This link works for 30 minutes and only once. If you did not ask for it, ignore this mail: your password stays as it is.',
      );
    }
    expect(mail.text).toContain(link);
    // Not list mail: no unsubscribe, never suppressed.
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail.text).not.toContain('Unsubscribe');
    expect(await OutboxMail.findOne({ to: email }).lean()).toMatchObject({ list: null, suppressible: false });
    expect(await OutboxMail.countDocuments({ to: stranger })).toBe(0);
  });

  it('mails one account at most 3 links an hour, answering the same past them', async () => {
    const { email } = await adminWithEmail();
    for (let n = 0; n < 3; n += 1) expect(await sendResetLink(config, email)).toBe(true);
    expect(statusAndBody(await forgot(email))).toEqual({ status: 202, body: REQUESTED });
    expect(await sendResetLink(config, email)).toBe(false);
    expect(await OutboxMail.countDocuments({ to: email })).toBe(3);
  });

  it('queues nothing with MAIL_DISABLED', async () => {
    const { email } = await adminWithEmail();
    expect(await sendResetLink(testConfig({ MAIL_DISABLED: 'true' }), email)).toBe(false);
  });

  it('refuses a malformed address (400)', async () => {
    for (const email of ['not an address', undefined, { $ne: null }]) {
      expect(statusAndBody(await forgot(email))).toEqual({ status: 400, body: { message: 'Please enter a valid email address' } });
    }
  });

  it('counts the requests of one client address, as every form does (429)', async () => {
    const limited = testApp({ FORM_RATE_LIMIT_MAX: '2' }).app;
    for (let n = 0; n < 2; n += 1) expect((await forgot(address('limit'), limited)).status).toBe(202);
    const refused = await forgot(address('limit'), limited);
    expect(refused.status).toBe(429);
    expect(bodyOf<MessageBody>(refused).message).toMatch(/^Too many requests from your network\. Please try again in /);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it("sets the new password with the mail's link: every session ends, the link works once", async () => {
    const { email, session } = await adminWithEmail();
    await forgot(email);
    const token = tokenIn(await mailTo(email, { subject: SUBJECT }));

    expect(statusAndBody(await reset(token, NEW_PASSWORD))).toEqual({ status: 200, body: CHANGED });
    const ended = await request(app).get('/api/auth/account').set('Authorization', session);
    expect(statusAndBody(ended)).toEqual({ status: 401, body: { message: 'Your session is no longer valid. Please log in again.' } });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(TEST_ADMIN.password)).status).toBe(401);

    expect(statusAndBody(await reset(token, 'yet another passphrase'))).toEqual({ status: 400, body: INVALID });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a tampered, expired, foreign or superseded token, changing nothing', async () => {
    const { linkToken } = await adminWithEmail();
    const token = linkToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSecret = testConfig({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256' });
    const user = (await AdminUser.findOne({ username: TEST_ADMIN.username }).lean())!;
    const refused = [
      `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), pwc: 0 })).toString('base64url')}.${signature}`,
      linkToken(Date.now() - 31 * 60_000),
      signResetToken(otherSecret, { userId: String(user._id), passwordChangedAt: user.passwordChangedAt.getTime() }),
      // A session token is no reset token.
      signToken(config, { id: String(user._id), role: user.role }, 'a-session-id'),
      'not-a-token',
      '',
    ];
    for (const candidate of refused) expect(statusAndBody(await reset(candidate, NEW_PASSWORD))).toEqual({ status: 400, body: INVALID });
    expect(statusAndBody(await reset(undefined, NEW_PASSWORD))).toEqual({ status: 400, body: INVALID });

    // A password changed since the link was made (here by the CLI) voids it.
    await resetAdminPassword(config, TEST_ADMIN.username, 'set by the command line');
    expect(statusAndBody(await reset(token, NEW_PASSWORD))).toEqual({ status: 400, body: INVALID });
    expect((await login('set by the command line')).status).toBe(200);
  });

  it('refuses a weak password with the rules of every new password; the link still works after', async () => {
    const { linkToken } = await adminWithEmail();
    const token = linkToken();
    expect(statusAndBody(await reset(token, 'eleven char'))).toEqual({
      status: 400,
      body: { message: 'The password must be at least 12 characters.' },
    });
    expect(bodyOf<MessageBody>(await reset(token, 'é'.repeat(37))).message).toMatch(/^The password must be at most 72 bytes/);
    expect(statusAndBody(await reset(token, 42))).toEqual({ status: 400, body: { message: 'Please choose a new password.' } });
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets exactly one of several uses of one link at once through', async () => {
    const { linkToken } = await adminWithEmail();
    const token = linkToken();
    const passwords = ['first new password', 'second new password', 'third new password', 'fourth new password'];
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    const chosen = passwords[answers.findIndex((res) => res.status === 200)]!;
    const logins = await Promise.all(passwords.map(async (password) => (await login(password)).status));
    expect(logins).toEqual(passwords.map((password) => (password === chosen ? 200 : 401)));
  });
});
