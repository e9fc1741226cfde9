import request from 'supertest';
import { match } from '../../../test-support/matchers';
import { ConfigError } from '@fns/server-kit';
import { adminAuthHeader, adminAuthHeaderSignedInAgo, TEST_ADMIN, testApp, testConfig } from '../../../test-support/test-app';
import { AdminUser } from '../admin-user.model';
import { ensureAdminEmail } from '../account.service';
import { createAdmin } from '../auth.service';
import { CONFIRM_PASSWORD, WRONG_PASSWORD } from '../recent-sign-in';

const { app, config } = testApp();
/** The test admin as the account shows them (its id: whatever the database gave). */
const TEST_ACCOUNT = {
  id: match.any(String),
  username: 'admin',
  name: 'admin',
  role: 'administrator',
  twoFactorEnabled: false,
  twoFactorRequired: false,
};
const TAKEN = { message: 'That e-mail address belongs to another administrator.' };
const INVALID_EMAIL = { message: 'Please enter a valid email address' };

const account = (authorization?: string) => {
  const get = request(app).get('/api/auth/account');
  return authorization ? get.set('Authorization', authorization) : get;
};
const setEmail = (authorization: string, body: object) =>
  request(app).put('/api/auth/account/email').set('Authorization', authorization).send(body);
const statusAndBody = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
const storedEmail = async (username = TEST_ADMIN.username) => (await AdminUser.findOne({ username }).lean())!.email;

describe('GET /api/auth/account', () => {
  it("answers the signed-in admin's username and address (null: none yet)", async () => {
    const auth = await adminAuthHeader(config);
    expect(statusAndBody(await account(auth))).toEqual({ status: 200, body: { ...TEST_ACCOUNT, email: null } });
  });

  it('needs a session (401)', async () => {
    expect(statusAndBody(await account())).toEqual({ status: 401, body: { message: 'Authentication required.' } });
  });
});

describe('PUT /api/auth/account/email', () => {
  it('saves the address lower-cased, and removes it with null', async () => {
    const auth = await adminAuthHeader(config);
    const saved = await setEmail(auth, { email: '  Ada@Example.COM ' });
    expect(statusAndBody(saved)).toEqual({
      status: 200,
      body: { ...TEST_ACCOUNT, email: 'ada@example.com', message: 'E-mail address saved.' },
    });
    expect((await account(auth)).body).toEqual({ ...TEST_ACCOUNT, email: 'ada@example.com' });

    const removed = await setEmail(auth, { email: null });
    expect(statusAndBody(removed)).toEqual({ status: 200, body: { ...TEST_ACCOUNT, email: null, message: 'E-mail address removed.' } });
    expect(await storedEmail()).toBeNull();
  });

  it('refuses what is not an address (400) and needs a session (401)', async () => {
    const auth = await adminAuthHeader(config);
    for (const body of [{ email: 'not an address' }, {}, { email: { $ne: null } }]) {
      expect(statusAndBody(await setEmail(auth, body))).toEqual({ status: 400, body: INVALID_EMAIL });
    }
    const anonymous = await request(app).put('/api/auth/account/email').send({ email: 'ada@example.com' });
    expect(anonymous.status).toBe(401);
    expect(await storedEmail()).toBeNull();
  });

  it("refuses another admin's address (409), whatever its case; its own again is fine", async () => {
    const auth = await adminAuthHeader(config);
    await createAdmin(config, 'grace', 'another long password');
    await AdminUser.updateOne({ username: 'grace' }, { $set: { email: 'grace@example.com' } });
    expect(statusAndBody(await setEmail(auth, { email: 'Grace@Example.com' }))).toEqual({ status: 409, body: TAKEN });
    expect(await storedEmail()).toBeNull();

    expect((await setEmail(auth, { email: 'ada@example.com' })).status).toBe(200);
    expect((await setEmail(auth, { email: 'ada@example.com' })).status).toBe(200);
  });

  it('asks an admin who signed in more than 5 minutes ago for the password: 403 without, 400 wrong', async () => {
    const oldSession = await adminAuthHeaderSignedInAgo(config, 6 * 60_000);
    expect(statusAndBody(await setEmail(oldSession, { email: 'ada@example.com' }))).toEqual({
      status: 403,
      body: { message: CONFIRM_PASSWORD },
    });
    expect(statusAndBody(await setEmail(oldSession, { email: null, password: 'not my password' }))).toEqual({
      status: 400,
      body: { message: WRONG_PASSWORD },
    });
    expect(await storedEmail()).toBeNull();
    expect((await setEmail(oldSession, { email: 'ada@example.com', password: TEST_ADMIN.password })).status).toBe(200);
    expect(await storedEmail()).toBe('ada@example.com');
  });
});

describe('ADMIN_EMAIL', () => {
  const withAdminEmail = (email: string) => testConfig({ ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_EMAIL: email });

  it('is given at start to the ADMIN_USERNAME account while it has no address, never over one', async () => {
    expect(await ensureAdminEmail(withAdminEmail('boss@example.com'))).toBeNull();
    await adminAuthHeader(config);
    expect(await ensureAdminEmail(withAdminEmail('Boss@Example.com'))).toBe('given');
    expect(await storedEmail()).toBe('boss@example.com');
    expect(await ensureAdminEmail(withAdminEmail('other@example.com'))).toBeNull();
    expect(await storedEmail()).toBe('boss@example.com');
    expect(await ensureAdminEmail(config)).toBeNull();
  });

  it('is not given when another admin has that address', async () => {
    await adminAuthHeader(config);
    await createAdmin(config, 'grace', 'another long password');
    await AdminUser.updateOne({ username: 'grace' }, { $set: { email: 'boss@example.com' } });
    expect(await ensureAdminEmail(withAdminEmail('boss@example.com'))).toBe('taken');
    expect(await storedEmail()).toBeNull();
  });

  it('must be an e-mail address', () => {
    expect(() => testConfig({ ADMIN_EMAIL: 'boss' })).toThrow(ConfigError);
    expect(() => testConfig({ ADMIN_EMAIL: 'boss' })).toThrow(/ADMIN_EMAIL/);
  });
});
