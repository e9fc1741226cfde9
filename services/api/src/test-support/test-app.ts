import { ROLE_LABELS, type StaffRole } from '@fns/contracts';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import { setLogLevel } from '../lib/logger';
import { createAdmin } from '../modules/auth/auth.service';
import { startSession } from '../modules/auth/sessions';
import { AdminUser } from '../modules/auth/admin-user.model';

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' };
/** Where the tests' sessions say they signed in from. */
const TEST_CONTEXT = { userAgent: 'jest', address: '127.0.0.1' };

/** Config as a test would run the API: quick hashing, no bot check unless a test turns it on, mail to the run's Mailpit. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'silent',
    // Tests also change the database directly; the response cache has a test of its own.
    PUBLIC_CACHE_SECONDS: '0',
    // The run's Mailpit (global-setup.ts), which test-support/mailpit.ts reads.
    SMTP_URL: process.env.TEST_SMTP_URL,
    PUBLIC_SITE_URL: 'http://localhost:3000',
    ...env,
  });
}

export function testApp(env: Record<string, string> = {}) {
  const config = testConfig(env);
  setLogLevel(config.logLevel);
  return { config, app: createApp(config) };
}

/** Creates the test admin (unless a test did already) and returns a valid bearer header for it. */
export async function adminAuthHeader(config: Config): Promise<string> {
  if (!(await AdminUser.exists({ username: TEST_ADMIN.username }))) await createAdmin(config, TEST_ADMIN.username, TEST_ADMIN.password);
  const user = await AdminUser.findOne({ username: TEST_ADMIN.username }).lean();
  return `Bearer ${await startSession(config, user!, TEST_CONTEXT)}`;
}

/** A staff member with this role (created unless a test did already) and a bearer header for them. */
export async function staffAuthHeader(
  config: Config,
  role: StaffRole,
  username: string = role,
): Promise<{ header: string; userId: string }> {
  const user =
    (await AdminUser.findOne({ username }).lean()) ??
    (await AdminUser.create({ username, name: `${ROLE_LABELS[role]} ${username}`, passwordHash: 'x', role })).toObject();
  const userId = String(user._id);
  return { header: `Bearer ${await startSession(config, user, TEST_CONTEXT)}`, userId };
}

/**
 * A bearer header for the test admin as if they had signed in `agoMs` ago: what asks for the
 * password again (recent-sign-in.ts) sees an old session.
 */
export async function adminAuthHeaderSignedInAgo(config: Config, agoMs: number): Promise<string> {
  await adminAuthHeader(config);
  const signedInAt = Date.now() - agoMs;
  const user = await AdminUser.findOne({ username: TEST_ADMIN.username }).lean();
  // Only the clock the token is signed by goes back; timers and the database's own stay real.
  jest.useFakeTimers({
    now: signedInAt,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    return `Bearer ${await startSession(config, user!, TEST_CONTEXT)}`;
  } finally {
    jest.useRealTimers();
  }
}
