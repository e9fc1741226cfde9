import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { isListening } from '../lib/go-build';
import { isMailpit } from '../mail-server/embedded-mailpit';
import { freePort, startApiProcess, waitUntil } from '../test-support/api-process';

// Real processes starting and stopping: seconds each, more while other test files run beside them.
jest.setTimeout(60_000);

const admin = { username: 'owner', password: 'owner-password-123' };
const secrets = { JWT_SECRET: 'process-test-secret-long-enough-for-hs256', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password };

async function call<T = unknown>(baseUrl: string, route: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${route}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: (await res.json()) as T };
}

describe('the API process', () => {
  const dbName = `fns_process_${process.env.JEST_WORKER_ID ?? '0'}`;
  afterAll(() => mongoose.connection.useDb(dbName).dropDatabase());

  it('keeps acknowledged writes across a restart and shuts down cleanly on SIGTERM', async () => {
    const env = { ...secrets, MONGODB_URI: process.env.TEST_MONGODB_URI!, DB_NAME: dbName, SEED_SAMPLE_CONTENT: 'false' };
    const first = await startApiProcess(env);
    expect(first.output()).toContain(`Created the first admin "${admin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
    const { body: login } = await call<{ token: string }>(first.baseUrl, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify(admin),
    });
    const auth = { Authorization: `Bearer ${login.token}` };
    const created = await call<{ id: number }>(first.baseUrl, '/api/posts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Survives restarts', published: true }),
    });
    expect(created.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startApiProcess(env);
    try {
      expect(second.output()).not.toContain('Created the first admin');
      const read = await call(second.baseUrl, '/api/posts/slug/survives-restarts');
      expect(read.body).toMatchObject({ id: created.body.id, title: 'Survives restarts' });
      // Same JWT_SECRET: the session survives the restart too.
      expect((await call(second.baseUrl, '/api/admin/posts', { headers: auth })).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('writes a generated first password to a file only this user can read, and logs where, never the password', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-process-first-admin-'));
    const firstAdminDb = `${dbName}_first_admin`;
    const env = {
      JWT_SECRET: secrets.JWT_SECRET,
      MONGODB_URI: process.env.TEST_MONGODB_URI!,
      DB_NAME: firstAdminDb,
      EMBEDDED_DB_DIR: dataDir,
      SEED_SAMPLE_CONTENT: 'false',
    };
    const api = await startApiProcess(env);
    try {
      const passwordFile = path.join(dataDir, 'first-admin-password');
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(api.output()).toContain(`its generated password is in ${passwordFile}`);
      expect(api.output()).not.toContain(password);
      expect(
        (await call(api.baseUrl, '/api/auth/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password }) })).status,
      ).toBe(200);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      await mongoose.connection.useDb(firstAdminDb).dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts the embedded database itself without MONGODB_URI, seeds it, and leaves nothing behind even when killed', async () => {
    const dbPort = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-process-db-'));
    const env = { ...secrets, MONGODB_URI: '', EMBEDDED_DB_PORT: String(dbPort), EMBEDDED_DB_DIR: dataDir };
    const api = await startApiProcess(env);
    const posts = await call<unknown[]>(api.baseUrl, '/api/posts');
    expect(posts.body.length).toBeGreaterThanOrEqual(6);
    expect((await call(api.baseUrl, '/api/health')).body).toEqual({ status: 'ok', database: 'up' });

    api.child.kill('SIGKILL');
    await api.exited;
    // The launcher notices its parent is gone (stdin closes) and stops.
    await waitUntil(async () => !(await isListening(dbPort)), 5_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the embedded Mailpit itself without SMTP_URL (outside production), and leaves nothing behind even when killed', async () => {
    const [smtpPort, uiPort] = [await freePort(), await freePort()];
    const env = {
      ...secrets,
      MONGODB_URI: process.env.TEST_MONGODB_URI!,
      DB_NAME: `${dbName}_mailpit`,
      SEED_SAMPLE_CONTENT: 'false',
      SMTP_URL: '',
      MAILPIT_SMTP_PORT: String(smtpPort),
      MAILPIT_UI_PORT: String(uiPort),
    };
    const api = await startApiProcess(env);
    expect(api.output()).toContain(`Embedded mail server (Mailpit) on smtp://127.0.0.1:${smtpPort}`);
    expect(await isMailpit(`http://127.0.0.1:${uiPort}`)).toBe(true);

    api.child.kill('SIGKILL');
    await api.exited;
    // Mailpit's launcher notices its parent is gone (stdin closes) and stops.
    await waitUntil(async () => !(await isListening(smtpPort)) && !(await isListening(uiPort)), 5_000);
    await mongoose.connection.useDb(env.DB_NAME).dropDatabase();
  });

  it('refuses to start in production without SMTP_URL, naming it, unless MAIL_DISABLED=true', async () => {
    const production = {
      ...secrets,
      NODE_ENV: 'production',
      MONGODB_URI: process.env.TEST_MONGODB_URI!,
      DB_NAME: `${dbName}_production`,
      SEED_SAMPLE_CONTENT: 'false',
      PUBLIC_SITE_URL: 'https://founders.example',
    };
    await expect(startApiProcess({ ...production, SMTP_URL: '' })).rejects.toThrow(/SMTP_URL: is required when NODE_ENV=production/);

    const api = await startApiProcess({ ...production, SMTP_URL: '', MAIL_DISABLED: 'true' });
    try {
      expect(api.output()).toContain('MAIL_DISABLED: no mail is sent');
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      await mongoose.connection.useDb(production.DB_NAME).dropDatabase();
    }
  });
});
