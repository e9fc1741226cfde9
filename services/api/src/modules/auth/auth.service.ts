import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Config } from '../../config/config';
import { unauthorized } from '../../lib/api-error';
import { ADMIN_ROLE, AdminUser } from './admin-user.model';
import { signToken } from './token';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

// Compared against when the username is unknown, so both failures take the same time.
let dummyHash: string | undefined;

export async function login(config: Config, username: string, password: string): Promise<string> {
  const user = await AdminUser.findOne({ username: normalizeUsername(username) }).lean();
  dummyHash ??= await bcrypt.hash('not-a-real-password', config.admin.bcryptRounds);
  const matches = await bcrypt.compare(password, user?.passwordHash ?? dummyHash);
  if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
  return signToken(config, { id: String(user._id), role: user.role });
}

/**
 * Creates the admin or replaces its password (which signs out its existing sessions).
 * Without a password one is generated; the caller shows it once.
 */
export async function setAdminPassword(
  config: Config,
  username: string,
  password: string = generatePassword(),
): Promise<{ created: boolean; password: string }> {
  const passwordHash = await bcrypt.hash(password, config.admin.bcryptRounds);
  const result = await AdminUser.updateOne(
    { username: normalizeUsername(username) },
    { $set: { passwordHash, passwordChangedAt: new Date(), role: ADMIN_ROLE } },
    { upsert: true },
  );
  return { created: result.upsertedCount === 1, password };
}

/** On an empty database, creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD. */
export async function ensureFirstAdmin(config: Config): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await AdminUser.countDocuments()) > 0) return null;
  const { password } = await setAdminPassword(config, config.admin.username, config.admin.password);
  return config.admin.password
    ? { username: config.admin.username }
    : { username: config.admin.username, generatedPassword: password };
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
