// `npm start` runs the production build in production mode, whose secrets a deployment sets in its
// environment (or .env). For a trial on this machine without them, they are made up once and kept.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

const MADE_UP = {
  JWT_SECRET: () => randomBytes(48).toString('base64url'),
  SITE_SERVER_SECRET: () => randomBytes(48).toString('base64url'),
  ADMIN_PASSWORD: () => randomBytes(12).toString('base64url'),
};

/**
 * Sets in `env` the secrets it lacks (JWT_SECRET, SITE_SERVER_SECRET, ADMIN_PASSWORD) from `file`,
 * where each is written with a random value on first use (readable by this user only), so that
 * restarts keep sign-ins and the first admin's password. Returns the names it set.
 */
export function fillLocalTrialSecrets(env, file) {
  const missing = Object.keys(MADE_UP).filter((name) => !env[name]);
  if (missing.length === 0) return [];
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const kept = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  const added = missing.filter((name) => !kept[name]).map((name) => `${name}=${(kept[name] = MADE_UP[name]())}\n`);
  if (added.length > 0) writeFileSync(file, added.join(''), { mode: 0o600, flag: 'a' });
  for (const name of missing) env[name] = kept[name];
  return missing;
}
