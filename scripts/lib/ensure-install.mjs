// Installs the workspace's npm dependencies when they are missing or the lockfile changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOCKFILE = path.join(ROOT, 'package-lock.json');
const STAMP = path.join(ROOT, 'node_modules', '.fns-install-stamp');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new Error(`${command} ${args.join(' ')} failed (${reason})`);
  }
}

export function ensureNpmDependencies() {
  const wanted = createHash('sha256').update(readFileSync(LOCKFILE)).digest('hex');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log('Installing npm dependencies...');
  // `npm install` honours the lockfile; `npm ci` rejects lockfiles without other platforms' optional packages.
  run('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(STAMP, wanted);
}
