import { randomBytes } from 'node:crypto';
import { ConfigError } from '@fns/server-kit';
import type { Config } from '../../config/config';
import { ApiError, unauthorized } from '../../lib/api-error';
import { newPasswordProblem } from '../../lib/password-policy';
import { writePrivateFile } from '../../lib/private-files';
import { AdminUser } from './admin-user.model';
import { AUTH_MESSAGES } from './auth.middleware';
import { hashPassword, passwordMatches } from './password-hash';
import { endSessionsOf, startSession, type SignInContext } from './sessions';
import { signChallenge } from './token';
import { checkSecondFactor } from './two-factor';
import { isDuplicateKey } from '../../lib/duplicate-key';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please log in again.';
// Compared against when the username is unknown, so both failures take the same time.
let dummyHash: string | undefined;

/** A sign-in's outcome: a session's token, or (two-factor on) the challenge the second step answers. */
export type SignIn = { token: string } | { challenge: string };

export async function login(config: Config, username: string, password: string, context: SignInContext): Promise<SignIn> {
  const user = await AdminUser.findOne({ username: normalizeUsername(username) }).lean();
  dummyHash ??= await hashPassword('not-a-real-password', config.admin.bcryptRounds);
  const matches = await passwordMatches(password, user?.passwordHash ?? dummyHash);
  if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
  if (user.status !== 'active') throw unauthorized(AUTH_MESSAGES.suspended);
  if (user.twoFactor?.enabled) return { challenge: signChallenge(config, String(user._id)) };
  return { token: await startSession(config, user, context) };
}

/** The second step: the challenge's account, and a code or recovery code (two-factor.ts); then a session. */
export async function loginSecondStep(
  config: Config,
  userId: string,
  answer: { code?: string; recoveryCode?: string },
  context: SignInContext,
): Promise<string> {
  const user = await AdminUser.findById(userId).lean();
  if (!user || user.status !== 'active') throw unauthorized(CHALLENGE_EXPIRED);
  await checkSecondFactor(config, user, answer);
  return startSession(config, user, context);
}

/** The admin's own password again, to confirm a change (recent-sign-in.ts): 401 when it is not theirs. */
export async function checkOwnPassword(userId: string, password: string): Promise<void> {
  const user = await AdminUser.findById(userId).lean();
  if (!user || !(await passwordMatches(password, user.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
}

/**
 * A refused admin change (an existing or unknown name, a weak password, an address another admin
 * has): the message says why, to the CLI's user as to the API's (with `status`).
 */
export class AdminAccountError extends ApiError {
  constructor(message: string, status = 400) {
    super(status, message);
    this.name = 'AdminAccountError';
  }
}

export function assertNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new AdminAccountError(`The password ${problem}.`);
}

/** Creates an Administrator (the first one, the CLI's); an existing one is refused, never reset (that is resetAdminPassword). */
export async function createAdmin(config: Config, username: string, password: string): Promise<void> {
  assertNewPassword(password);
  const passwordHash = await hashPassword(password, config.admin.bcryptRounds);
  try {
    await AdminUser.create({ username: normalizeUsername(username), passwordHash, role: 'administrator' });
  } catch (error) {
    if (isDuplicateKey(error)) throw new AdminAccountError(`The admin "${normalizeUsername(username)}" already exists.`);
    throw error;
  }
}

/**
 * Sets a member's new password (the rules of every new one): reset links made before stop working
 * (passwordChangedAt), and every session ends but `keep` (the one that changed it, if any).
 */
export async function changePassword(config: Config, userId: string, password: string, keep?: string): Promise<void> {
  assertNewPassword(password);
  const passwordHash = await hashPassword(password, config.admin.bcryptRounds);
  await AdminUser.updateOne({ _id: userId }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  await endSessionsOf(userId, keep);
}

/** Replaces an existing admin's password, which signs that admin out everywhere. */
export async function resetAdminPassword(config: Config, username: string, password: string): Promise<void> {
  const user = await AdminUser.findOne({ username: normalizeUsername(username) }, { _id: 1 }).lean();
  if (!user) throw new AdminAccountError(`There is no admin "${normalizeUsername(username)}".`);
  await changePassword(config, String(user._id), password);
}

/**
 * On an empty database, creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD. Without
 * ADMIN_PASSWORD, production refuses to start: a generated password would have to be shown in a
 * log, which is kept and shipped elsewhere, or left on a server's disk. Elsewhere one is generated
 * and written to a file only this user can read; the log names the file, never the password.
 */
export async function ensureFirstAdmin(config: Config): Promise<{ username: string; passwordFile?: string } | null> {
  if ((await AdminUser.countDocuments()) > 0) return null;
  const { username, password: configured, generatedPasswordFile } = config.admin;
  if (!configured && config.env === 'production') {
    throw new ConfigError(
      'No admin exists and ADMIN_PASSWORD is not set: production never generates the first password. ' +
        'Set ADMIN_PASSWORD, or create the admin first: npm run admin -- create <name> --password-stdin',
    );
  }
  const password = configured ?? generatePassword();
  try {
    await createAdmin(config, username, password);
  } catch (error) {
    // Another instance starting on the same database created it first.
    if (await AdminUser.exists({ username: normalizeUsername(username) })) return null;
    throw error;
  }
  if (configured) return { username };
  writePrivateFile(generatedPasswordFile, `${password}\n`);
  return { username, passwordFile: generatedPasswordFile };
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** 16 characters from 96 random bits. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
