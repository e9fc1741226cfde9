import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { bodyOf, type LoginBody } from '../../../test-support/response-body';
import { adminAuthHeader, staffAuthHeader, TEST_ADMIN, testApp, testConfig } from '../../../test-support/test-app';
import { AdminUser } from '../admin-user.model';
import { StaffSession } from '../session.model';
import { AdminAccountError, createAdmin, ensureFirstAdmin, resetAdminPassword } from '../auth.service';

const { app, config } = testApp();
// "eight-ch", hashed by bcryptjs 3 (cost 4) before the API moved to @node-rs/bcrypt; 2a was bcryptjs 2's prefix.
const BCRYPTJS_HASHES = {
  $2a$: '$2a$04$JEOM8Okfm2Xq08Q4q0hikutjfltkbAWZZcdzxtHJSFk7BHbGeKgxa',
  $2b$: '$2b$04$1EWfEDcR5vjYOWYyyPlVXObUOTntbUa3f3wC98X4mMshD8aUk1EIy',
};
const login = (body: unknown) =>
  request(app)
    .post('/api/auth/login')
    .send(body as object);

describe('POST /api/auth/login', () => {
  beforeEach(() => createAdmin(config, TEST_ADMIN.username, TEST_ADMIN.password));

  it('answers a signed, expiring token for the right password', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    const { message, token } = bodyOf<LoginBody>(res);
    expect(message).toBe('Login successful.');
    const claims = jwt.verify(token, config.jwt.secret) as jwt.JwtPayload;
    expect(claims.role).toBe('administrator');
    expect(claims.exp! - claims.iat!).toBe(2 * 60 * 60);
    // Its id is what log out revokes; every sign-in gets a new one.
    const again = jwt.decode(bodyOf<LoginBody>(await login(TEST_ADMIN)).token) as jwt.JwtPayload;
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.jti).not.toBe(claims.jti);
  });

  it('stores only a bcrypt hash of the password', async () => {
    const user = await AdminUser.findOne({ username: TEST_ADMIN.username }).lean();
    expect(user!.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(JSON.stringify(user)).not.toContain(TEST_ADMIN.password);
  });

  it('refuses a wrong password or unknown user with one message', async () => {
    for (const body of [
      { ...TEST_ADMIN, password: 'wrong' },
      { username: 'nobody', password: 'whatever' },
    ]) {
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
    expect(bodyOf<Partial<LoginBody>>(injection).token).toBeUndefined();
  });

  it('refuses a password longer than bcrypt reads (72 bytes) with a clear 400, not a match on its start', async () => {
    // 73 ASCII characters; 37 "é" are 37 characters but 74 bytes.
    for (const password of [TEST_ADMIN.password.padEnd(73, 'x'), 'é'.repeat(37)]) {
      const res = await login({ username: TEST_ADMIN.username, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password is too long (at most 72 bytes).' });
    }
  });

  it('still accepts an older password shorter than the 12 characters new ones need', async () => {
    await AdminUser.create({ username: 'veteran', passwordHash: BCRYPTJS_HASHES.$2b$, role: 'administrator' });
    expect((await login({ username: 'veteran', password: 'eight-ch' })).status).toBe(200);
  });

  it('verifies the hashes bcryptjs made before the native binding, both prefixes', async () => {
    for (const [prefix, passwordHash] of Object.entries(BCRYPTJS_HASHES)) {
      const username = `made-by-bcryptjs-${prefix.replaceAll('$', '')}`;
      await AdminUser.create({ username, passwordHash, role: 'administrator' });
      expect((await login({ username, password: 'eight-ch' })).status).toBe(200);
      expect((await login({ username, password: 'eight-cH' })).status).toBe(401);
    }
  });
});

describe('bearer tokens on protected calls', () => {
  const adminList = (authorization?: string) => {
    const call = request(app).get('/api/admin/posts');
    return authorization ? call.set('Authorization', authorization) : call;
  };
  /** A token with these claims, and its session (sessions.ts) as a sign-in would have made it. */
  const sign = async (claims: { role: string; iat?: number; jti?: string }, subject: string, secret = config.jwt.secret) => {
    const now = Math.floor(Date.now() / 1000);
    const jti = 'jti' in claims ? claims.jti : randomUUID();
    if (jti) {
      const at = new Date();
      await StaffSession.create({
        _id: jti,
        userId: subject,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + 3_600_000),
      });
    }
    return jwt.sign({ iat: now, exp: (claims.iat ?? now) + 3600, ...claims, jti }, secret, {
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
    const res = await adminList(`Bearer ${await sign({ role: 'admin' }, userId, 'another-secret-another-secret-another')}`);
    expect(res.body).toEqual({ message: 'Invalid authentication token. Please log in again.' });
  });

  it('401 for an expired token', async () => {
    const expired = await sign({ role: 'admin', iat: Math.floor(Date.now() / 1000) - 3610 }, userId);
    const res = await adminList(`Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('401 for a token without an id (it could not be revoked)', async () => {
    const res = await adminList(`Bearer ${await sign({ role: 'admin', jti: undefined }, userId)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid authentication token. Please log in again.' });
  });

  it("reads the role from the account, never from the token: a Contributor's token claiming more gets a 403", async () => {
    const contributor = await staffAuthHeader(config, 'contributor');
    const res = await request(app)
      .get('/api/admin/stats')
      .set('Authorization', `Bearer ${await sign({ role: 'administrator' }, contributor.userId)}`);
    expect([res.status, res.body]).toEqual([403, { message: 'Your role (Contributor) does not allow this.' }]);
  });

  it('401 for a suspended account, whose sign-in is refused too', async () => {
    const token = `Bearer ${await sign({ role: 'administrator' }, userId)}`;
    await AdminUser.updateOne({ _id: userId }, { $set: { status: 'suspended' } });
    const suspended = { message: 'Your account is suspended. Please ask an administrator.' };
    const res = await adminList(token);
    expect([res.status, res.body]).toEqual([401, suspended]);
    const signIn = await request(app).post('/api/auth/login').send(TEST_ADMIN);
    expect([signIn.status, signIn.body]).toEqual([401, suspended]);
  });

  it('401 after the password was reset (sessions are revoked)', async () => {
    const oldToken = `Bearer ${await sign({ role: 'admin', iat: Math.floor(Date.now() / 1000) - 60 }, userId)}`;
    await resetAdminPassword(config, TEST_ADMIN.username, 'a brand new password');
    const res = await adminList(oldToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session is no longer valid. Please log in again.' });
  });

  it('200 for a valid admin token', async () => {
    expect((await adminList(`Bearer ${await sign({ role: 'admin' }, userId)}`)).status).toBe(200);
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

  it('gets a generated password, written to a file only this user can read and never handed to the log', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-first-admin-'));
    try {
      const created = await ensureFirstAdmin(testConfig({ EMBEDDED_DB_DIR: dataDir }));
      const passwordFile = path.join(dataDir, 'first-admin-password');
      expect(created).toEqual({ username: 'admin', passwordFile });
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await login({ username: 'admin', password })).status).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is never generated in production: without ADMIN_PASSWORD the API refuses to start', async () => {
    const production = testConfig({ NODE_ENV: 'production' });
    await expect(ensureFirstAdmin(production)).rejects.toThrow(/No admin exists and ADMIN_PASSWORD is not set/);
    expect(await AdminUser.countDocuments()).toBe(0);
  });
});

describe('admin accounts', () => {
  it('are created only once: create never resets an existing admin', async () => {
    await createAdmin(config, 'Editor', 'the first password');
    await expect(createAdmin(config, 'editor', 'another password')).rejects.toThrow(
      new AdminAccountError('The admin "editor" already exists.'),
    );
    expect((await login({ username: 'editor', password: 'the first password' })).status).toBe(200);
  });

  it('get a new password only by an explicit reset, of an admin that exists', async () => {
    await expect(resetAdminPassword(config, 'nobody', 'a long enough password')).rejects.toThrow('There is no admin "nobody".');
    expect(await AdminUser.countDocuments()).toBe(0);
  });

  it('need a new password of 12 characters or more and at most 72 bytes', async () => {
    const refused: Array<[password: string, problem: string]> = [
      ['eleven char', 'at least 12 characters'],
      ['x'.repeat(73), 'at most 72 bytes'],
      ['é'.repeat(37), 'at most 72 bytes'],
    ];
    for (const [password, problem] of refused) await expect(createAdmin(config, 'editor', password)).rejects.toThrow(problem);
    await createAdmin(config, 'editor', 'twelve chars');
    await expect(resetAdminPassword(config, 'editor', 'short')).rejects.toThrow('at least 12 characters');
  });
});
