import jwt from 'jsonwebtoken';
import request from 'supertest';
import { generate } from 'otplib';
import type { AuditEvent, RecoveryCodes, Session, TwoFactorSetup } from '@fns/contracts';
import { match } from '../../../test-support/matchers';
import { bodyOf } from '../../../test-support/response-body';
import { adminAuthHeader, staffAuthHeader, TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { AuditEventModel } from '../../audit/audit-event.model';
import { pruneAuditLog } from '../../audit/audit-log';
import { AdminUser } from '../admin-user.model';

const { app, config } = testApp();
const WRONG_CODE = { message: 'That code is not right. Try again.' };
const statusAndBody = (res: { status: number; body: unknown }) => [res.status, res.body];
const authed = (method: 'get' | 'post' | 'put' | 'delete', path: string, auth: string) =>
  request(app)[method](path).set('Authorization', auth);
const signIn = (password = TEST_ADMIN.password, through = app) =>
  request(through).post('/api/auth/login').send({ username: TEST_ADMIN.username, password });
const secondStep = (body: object, through = app) => request(through).post('/api/auth/login/2fa').send(body);
const bearer = (res: { body: unknown }) => `Bearer ${(res.body as { token: string }).token}`;
const sessionIdOf = (header: string) => (jwt.decode(header.slice('Bearer '.length)) as jwt.JwtPayload).jti;

/** Turns two-factor on for the test admin; the secret and the recovery codes, as the person would keep them. */
async function withTwoFactor(auth: string) {
  const { secret } = bodyOf<TwoFactorSetup>(await authed('post', '/api/auth/account/2fa/setup', auth).send({}));
  expect(statusAndBody(await authed('post', '/api/auth/account/2fa/enable', auth).send({ code: '000000' }))).toEqual([400, WRONG_CODE]);
  const enabled = await authed('post', '/api/auth/account/2fa/enable', auth).send({ code: await generate({ secret }) });
  const { recoveryCodes } = bodyOf<RecoveryCodes>(enabled);
  // As if the next 30 s period had begun: the code that confirmed the setup may not sign in again.
  await AdminUser.updateOne({ username: TEST_ADMIN.username }, { $set: { 'twoFactor.lastStep': 0 } });
  return { secret, recoveryCodes };
}

describe('two-factor authentication', () => {
  it('turns on with a code from the scanned secret, then asks every sign-in for a code, each used once', async () => {
    const auth = await adminAuthHeader(config);
    const setup = bodyOf<TwoFactorSetup>(await authed('post', '/api/auth/account/2fa/setup', auth).send({}));
    expect(setup).toEqual({
      secret: match.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: match.stringMatching(/^otpauth:\/\/totp\/Founders%20Never%20Solo:admin\?secret=[A-Z2-7]+&issuer=Founders%20Never%20Solo/),
      qrCode: match.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const { secret, recoveryCodes } = await withTwoFactor(auth);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await authed('get', '/api/auth/account/2fa', auth)).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const stored = (await AdminUser.findOne({ username: TEST_ADMIN.username }).lean())!.twoFactor!;
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

    const first = await signIn();
    expect(statusAndBody(first)).toEqual([
      200,
      { twoFactorRequired: true, challenge: match.any(String), message: 'Enter the 6-digit code from your authenticator app.' },
    ]);
    const { challenge } = first.body as { challenge: string };
    expect(statusAndBody(await secondStep({ challenge, code: '123456' }))).toEqual([401, WRONG_CODE]);
    const code = await generate({ secret });
    const signedIn = await secondStep({ challenge, code });
    expect(statusAndBody(signedIn)).toEqual([200, { token: match.any(String), message: 'Login successful.' }]);
    expect((await authed('get', '/api/admin/posts', bearer(signedIn))).status).toBe(200);
    // The same code again, even with a fresh challenge: replayed.
    const again = (await signIn()).body as { challenge: string };
    expect(statusAndBody(await secondStep({ challenge: again.challenge, code }))).toEqual([401, WRONG_CODE]);
  });

  it('takes each recovery code once, and refuses a challenge that is forged or a token used as one', async () => {
    const auth = await adminAuthHeader(config);
    const { recoveryCodes } = await withTwoFactor(auth);
    const { challenge } = (await signIn()).body as { challenge: string };
    // Typed from paper: upper case, without the dash.
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', '');
    expect((await secondStep({ challenge, recoveryCode: typed })).status).toBe(200);
    expect(statusAndBody(await secondStep({ challenge, recoveryCode: recoveryCodes[3] }))).toEqual([401, WRONG_CODE]);
    expect((await authed('get', '/api/auth/account/2fa', auth)).body).toMatchObject({ recoveryCodesLeft: 9 });

    const expired = { message: 'This sign-in has expired. Please log in again.' };
    expect(statusAndBody(await secondStep({ challenge: 'forged', code: '123456' }))).toEqual([401, expired]);
    expect(statusAndBody(await secondStep({ challenge: auth.slice('Bearer '.length), code: '123456' }))).toEqual([401, expired]);
    expect(statusAndBody(await secondStep({ challenge, code: '1', recoveryCode: 'x' }))).toEqual([
      400,
      { message: 'Send either "code" or "recoveryCode".' },
    ]);
  });

  it('is required of Administrators with REQUIRE_2FA=true: until it is on, only their own account answers them', async () => {
    const strict = testApp({ REQUIRE_2FA: 'true' });
    const auth = await adminAuthHeader(strict.config);
    const stats = await request(strict.app).get('/api/admin/stats').set('Authorization', auth);
    expect(statusAndBody(stats)).toEqual([
      403,
      { message: 'Turn on two-factor authentication first (Your account): administrators need it on this site.' },
    ]);
    const account = await request(strict.app).get('/api/auth/account').set('Authorization', auth);
    expect(account.body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });

    const { secret } = bodyOf<TwoFactorSetup>(
      await request(strict.app).post('/api/auth/account/2fa/setup').set('Authorization', auth).send({}),
    );
    await request(strict.app)
      .post('/api/auth/account/2fa/enable')
      .set('Authorization', auth)
      .send({ code: await generate({ secret }) });
    expect((await request(strict.app).get('/api/admin/stats').set('Authorization', auth)).status).toBe(200);
    const off = await request(strict.app).post('/api/auth/account/2fa/disable').set('Authorization', auth).send({});
    expect(statusAndBody(off)).toEqual([
      409,
      { message: 'Your role needs two-factor authentication on this site: it cannot be turned off.' },
    ]);
  });
});

describe('sessions and the password', () => {
  it("lists one's own sessions and signs one out; another member's cannot be touched", async () => {
    const helper = await adminAuthHeader(config);
    const here = bearer(await signIn());
    const there = bearer(await signIn());
    const sessions = bodyOf<Session[]>(await authed('get', '/api/auth/sessions', here));
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.id)).toEqual([sessionIdOf(here)]);
    const other = sessions.find((session) => session.id === sessionIdOf(there))!;
    expect(other).toMatchObject({ userAgent: null, address: match.stringMatching(/127\.0\.0\.1/) });
    expect(sessions.find((session) => session.id === sessionIdOf(helper))).toMatchObject({ userAgent: 'jest' });

    expect((await authed('delete', `/api/auth/sessions/${other.id}`, here)).status).toBe(204);
    expect((await authed('get', '/api/admin/posts', there)).status).toBe(401);
    expect((await authed('get', '/api/admin/posts', here)).status).toBe(200);
    const { header: stranger } = await staffAuthHeader(config, 'editor');
    const current = sessions.find((session) => session.current)!;
    expect(statusAndBody(await authed('delete', `/api/auth/sessions/${current.id}`, stranger))).toEqual([
      404,
      { message: 'Session not found.' },
    ]);
  });

  it('changes with the current password and signs the other sessions out, keeping this one', async () => {
    await adminAuthHeader(config);
    const here = bearer(await signIn());
    const there = bearer(await signIn());
    const wrong = await authed('put', '/api/auth/account/password', here).send({
      currentPassword: 'not it',
      newPassword: 'a new long passphrase',
    });
    expect(statusAndBody(wrong)).toEqual([400, { message: 'That is not your password.' }]);
    const weak = await authed('put', '/api/auth/account/password', here).send({
      currentPassword: TEST_ADMIN.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);

    const changed = await authed('put', '/api/auth/account/password', here).send({
      currentPassword: TEST_ADMIN.password,
      newPassword: 'a new long passphrase',
    });
    expect(statusAndBody(changed)).toEqual([200, { message: 'Password changed. Your other sessions are signed out.' }]);
    expect((await authed('get', '/api/admin/posts', there)).status).toBe(401);
    expect((await authed('get', '/api/admin/posts', here)).status).toBe(200);
    expect((await signIn('a new long passphrase')).status).toBe(200);
    expect((await signIn()).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records who did what, lists it newest first with a filter, exports it, and forgets what is older than the retention', async () => {
    const auth = await adminAuthHeader(config);
    const post = await authed('post', '/api/posts', auth).send({ title: 'Audited', published: true });
    const { id } = post.body as { id: number };
    await authed('delete', `/api/posts/${id}`, auth);
    await authed('get', '/api/admin/waitlist.csv', auth);
    await authed('put', '/api/auth/account/password', auth).send({
      currentPassword: TEST_ADMIN.password,
      newPassword: 'another long passphrase',
    });

    const page = bodyOf<{ items: AuditEvent[]; total: number }>(await authed('get', '/api/admin/audit', auth));
    expect(page.total).toBe(4);
    expect(page.items.map(({ action, target, actor, actorRole }) => ({ action, target, actor, actorRole }))).toEqual([
      { action: 'account.password', target: 'admin', actor: 'admin', actorRole: 'administrator' },
      { action: 'audience.export', target: 'waitlist', actor: 'admin', actorRole: 'administrator' },
      { action: 'post.delete', target: `Post ${id}: Audited`, actor: 'admin', actorRole: 'administrator' },
      { action: 'post.publish', target: `Post ${id}: Audited`, actor: 'admin', actorRole: 'administrator' },
    ]);
    const deletes = bodyOf<{ items: AuditEvent[] }>(await authed('get', '/api/admin/audit?action=post.delete', auth));
    expect(deletes.items.map((event) => event.action)).toEqual(['post.delete']);
    expect(statusAndBody(await authed('get', '/api/admin/audit?action=everything', auth))).toEqual([
      400,
      { message: 'The action filter must be one of the audit actions.' },
    ]);

    const csv = await authed('get', '/api/admin/audit.csv?action=post.publish', auth);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n').filter(Boolean)).toEqual([
      '"When (UTC)","Who","Role","Action","Target","Address"',
      match.stringMatching(
        new RegExp(`^"\\d{4}-.+Z","admin","Administrator","Published a post","Post ${id}: Audited",".*127\\.0\\.0\\.1"$`),
      ),
    ]);

    await AuditEventModel.updateOne({ action: 'post.publish' }, { $set: { at: new Date(Date.now() - 400 * 86_400_000) } });
    expect(await pruneAuditLog(365)).toBe(1);
    expect(await AuditEventModel.countDocuments()).toBe(3);
  });
});
