import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { testApp } from '../../test-support/test-app';

const CLI = path.resolve(__dirname, '../admin.ts');
const runCli = promisify(execFile);
const dbName = `fns_test_${process.env.JEST_WORKER_ID ?? '0'}`;

function admin(...args: string[]) {
  return runCli(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, MONGODB_URI: process.env.TEST_MONGODB_URI, DB_NAME: dbName, BCRYPT_ROUNDS: '4', LOG_LEVEL: 'silent' },
  });
}

describe('npm run admin', () => {
  const { app } = testApp();
  const login = (username: string, password: string) => request(app).post('/api/auth/login').send({ username, password });

  it('creates an admin with a generated password, then resets it to a chosen one', async () => {
    const created = await admin('create', 'Editor');
    expect(created.stdout).toContain('Created admin "editor".');
    const generated = /Password \(shown once\): (\S+)/.exec(created.stdout)?.[1];
    expect(generated).toBeDefined();
    expect((await login('editor', generated!)).status).toBe(200);

    const reset = await admin('reset-password', 'editor', '--password', 'a-chosen-password');
    expect(reset.stdout).toContain('Reset the password of admin "editor".');
    expect(reset.stdout).not.toContain('shown once');
    expect((await login('editor', generated!)).status).toBe(401);
    expect((await login('editor', 'a-chosen-password')).status).toBe(200);
  });

  it('explains its usage and refuses short passwords', async () => {
    await expect(admin('delete', 'x')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
    await expect(admin('create', 'x', '--password', 'short')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('at least 8 characters'),
    });
  });
});
