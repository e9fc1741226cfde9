import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { adminAuthHeader, TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { AdminUser } from '../admin-user.model';
import { ensureFirstAdmin, setAdminPassword } from '../auth.service';

const { app, config } = testApp();
const login = (body: unknown) => request(app).post('/api/auth/login').send(body as object);

describe('POST /api/auth/login', () => {
  beforeEach(() => setAdminPassword(config, TEST_ADMIN.username, TEST_ADMIN.password));

  it('answers a signed, expiring token for the right password', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful.');
    const claims = jwt.verify(res.body.token, config.jwt.secret) as jwt.JwtPayload;
    expect(claims.role).toBe('admin');
    expect(claims.exp! - claims.iat!).toBe(2 * 60 * 60);
    // Its id is what log out revokes; every sign-in gets a new one.
    const again = jwt.decode((await login(TEST_ADMIN)).body.token) as jwt.JwtPayload;
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.jti).not.toBe(claims.jti);
  });

  it('stores only a bcrypt hash of the password', async () => {
    const user = await AdminUser.findOne({ username: TEST_ADMIN.username }).lean();
    expect(user!.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(JSON.stringify(user)).not.toContain(TEST_ADMIN.password);
  });

  it('refuses a wrong password or unknown user with one message', async () => {
    for (const body of [{ ...TEST_ADMIN, password: 'wrong' }, { username: 'nobody', password: 'whatever' }]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password.' });
    }
  });

  it('validates the payload', async () => {
    expect((await login({ username: 'admin' })).body).toEqual({ message: 'Password is required.' });
    expect((await login({ password: 'x' })).body).toEqual({ message: 'Username is required.' });
    const injection = await login({ username: { $gt: '' }, password: { $gt: '' } });
    expect(injection.status).toBe(400);
    expect(injection.body.token).toBeUndefined();
  });
});

describe('bearer tokens on protected calls', () => {
  const adminList = (authorization?: string) => {
    const call = request(app).get('/api/admin/posts');
    return authorization ? call.set('Authorization', authorization) : call;
  };
  const sign = (claims: { role: string; iat?: number; jti?: string }, subject: string, secret = config.jwt.secret) => {
    const now = Math.floor(Date.now() / 1000);
    return jwt.sign({ iat: now, exp: (claims.iat ?? now) + 3600, jti: randomUUID(), ...claims }, secret, {
      subject,
      issuer: 'founders-never-solo-api',
      audience: 'founders-never-solo-admin',
    });
  };

  let userId: string;
  beforeEach(async () => {
    await adminAuthHeader(config);
    userId = String((await AdminUser.findOne().lean())!._id);
  });

  it.each([
    ['none', undefined, 401, 'Authentication required.'],
    ['not bearer', 'Basic YWRtaW46YWRtaW4=', 401, 'The Authorization header must be "Bearer <token>".'],
    ['garbage', 'Bearer not-a-token', 401, 'The Authorization header must be "Bearer <token>".'],
  ])('%s → %i', async (_name, header, status, message) => {
    const res = await adminList(header);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
  });

  it('401 for a token signed with another secret', async () => {
    const res = await adminList(`Bearer ${sign({ role: 'admin' }, userId, 'another-secret-another-secret-another')}`);
    expect(res.body).toEqual({ message: 'Invalid authentication token. Please log in again.' });
  });

  it('401 for an expired token', async () => {
    const expired = sign({ role: 'admin', iat: Math.floor(Date.now() / 1000) - 3610 }, userId);
    const res = await adminList(`Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('401 for a token without an id (it could not be revoked)', async () => {
    const res = await adminList(`Bearer ${sign({ role: 'admin', jti: undefined }, userId)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid authentication token. Please log in again.' });
  });

  it('403 for a valid token without the admin role', async () => {
    const res = await adminList(`Bearer ${sign({ role: 'reader' }, userId)}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('401 after the password was reset (sessions are revoked)', async () => {
    const oldToken = `Bearer ${sign({ role: 'admin', iat: Math.floor(Date.now() / 1000) - 60 }, userId)}`;
    await setAdminPassword(config, TEST_ADMIN.username, 'a brand new password');
    const res = await adminList(oldToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session is no longer valid. Please log in again.' });
  });

  it('200 for a valid admin token', async () => {
    expect((await adminList(`Bearer ${sign({ role: 'admin' }, userId)}`)).status).toBe(200);
  });
});

describe('first admin', () => {
  it('is created from ADMIN_USERNAME / ADMIN_PASSWORD on an empty database, once', async () => {
    const configured = testApp({ ADMIN_USERNAME: 'Founder', ADMIN_PASSWORD: 'configured-password' });
    expect(await ensureFirstAdmin(configured.config)).toEqual({ username: 'Founder' });
    expect(await ensureFirstAdmin(configured.config)).toBeNull();
    const res = await request(configured.app).post('/api/auth/login').send({ username: 'founder', password: 'configured-password' });
    expect(res.status).toBe(200);
  });

  it('gets a generated password when none is configured', async () => {
    const created = await ensureFirstAdmin(config);
    expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const res = await login({ username: 'admin', password: created!.generatedPassword });
    expect(res.status).toBe(200);
  });
});
