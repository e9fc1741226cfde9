import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { match } from '../../test-support/matchers';
import { testApp } from '../../test-support/test-app';
import { AdminUser } from '../../modules/auth/admin-user.model';
import { createAdmin } from '../../modules/auth/auth.service';

const CLI = path.resolve(__dirname, '../admin.ts');
const runCli = promisify(execFile);
const dbName = `fns_test_${process.env.JEST_WORKER_ID ?? '0'}`;
// Each run starts a process (about a second): longer than the 5 s a multi-project run gives a test.
jest.setTimeout(30_000);

/** Runs `npm run admin -- <args>`, with `stdin` piped in and `env` added. */
function admin(args: string[], { stdin = '', env = {} }: { stdin?: string; env?: Record<string, string> } = {}) {
  const run = runCli(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, MONGODB_URI: process.env.TEST_MONGODB_URI, DB_NAME: dbName, BCRYPT_ROUNDS: '4', LOG_LEVEL: 'silent', ...env },
  });
  run.child.stdin?.end(stdin);
  return run;
}

describe('npm run admin', () => {
  const { app, config } = testApp();
  const login = (username: string, password: string) => request(app).post('/api/auth/login').send({ username, password });

  it('creates an admin with a generated password printed once, and never creates it again over the old one', async () => {
    const created = await admin(['create', 'Editor']);
    expect(created.stdout).toContain('Created admin "editor".');
    const generated = /Password \(shown once\): (\S+)/.exec(created.stdout)?.[1];
    expect(generated).toBeDefined();

    await expect(admin(['create', 'editor'], { env: { ADMIN_NEW_PASSWORD: 'an-attempted-overwrite' } })).rejects.toMatchObject({
      code: 1,
      stderr: match.stringContaining('The admin "editor" already exists.'),
    });
    expect((await login('editor', generated!)).status).toBe(200);
    expect((await login('editor', 'an-attempted-overwrite')).status).toBe(401);
  });

  it('resets a password read from stdin or from ADMIN_NEW_PASSWORD, never from the command line', async () => {
    await admin(['create', 'editor'], { env: { ADMIN_NEW_PASSWORD: 'the-first-password' } });

    const reset = await admin(['reset-password', 'editor', '--password-stdin'], { stdin: 'a chosen password\n' });
    expect(reset.stdout).toContain('Reset the password of admin "editor".');
    expect(reset.stdout).not.toContain('shown once');
    expect((await login('editor', 'the-first-password')).status).toBe(401);
    expect((await login('editor', 'a chosen password')).status).toBe(200);

    await expect(admin(['reset-password', 'editor', '--password', 'a-visible-password'])).rejects.toMatchObject({
      code: 2,
      stderr: match.stringContaining('--password is not accepted: a password on the command line shows in `ps`'),
    });
    expect((await login('editor', 'a-visible-password')).status).toBe(401);
  });

  it('refuses passwords under 12 characters or over 72 bytes, and an admin that does not exist', async () => {
    const refused: Array<[stdin: string, problem: string]> = [
      ['eleven char', 'The password must be at least 12 characters.'],
      ['é'.repeat(37), 'The password must be at most 72 bytes'],
    ];
    for (const [stdin, problem] of refused) {
      await expect(admin(['create', 'editor', '--password-stdin'], { stdin })).rejects.toMatchObject({
        code: 1,
        stderr: match.stringContaining(problem),
      });
    }
    await expect(admin(['reset-password', 'nobody'])).rejects.toMatchObject({
      code: 1,
      stderr: match.stringContaining('There is no admin "nobody".'),
    });
  });

  it("sets an admin's e-mail address (lower-cased), one admin per address", async () => {
    await createAdmin(config, 'editor', 'the-first-password');
    await createAdmin(config, 'writer', 'the-first-password');
    const set = await admin(['set-email', 'Editor', 'Ed@Example.com']);
    expect(set.stdout).toContain('Set the e-mail address of admin "editor" to ed@example.com.');
    expect((await AdminUser.findOne({ username: 'editor' }).lean())!.email).toBe('ed@example.com');

    const refused: Array<[args: string[], problem: string]> = [
      [['set-email', 'writer', 'ed@example.com'], 'That e-mail address belongs to another administrator.'],
      [['set-email', 'nobody', 'nobody@example.com'], 'There is no admin "nobody".'],
      [['set-email', 'writer', 'not-an-address'], '"not-an-address" is not an e-mail address.'],
    ];
    for (const [args, problem] of refused) {
      await expect(admin(args)).rejects.toMatchObject({ code: 1, stderr: match.stringContaining(problem) });
    }
    expect((await AdminUser.findOne({ username: 'writer' }).lean())!.email).toBeNull();
  });

  it('explains its usage', async () => {
    for (const args of [
      ['delete', 'x'],
      ['create'],
      ['create', 'x', '--force'],
      ['set-email', 'x'],
      ['set-email', 'x', 'a@b.co', 'c@d.co'],
    ]) {
      await expect(admin(args)).rejects.toMatchObject({ code: 2, stderr: match.stringContaining('Usage:') });
    }
  });
});
