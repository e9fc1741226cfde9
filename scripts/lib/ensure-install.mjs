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

/** The workspace packages Node runs from their builds (dist/): the servers, the scripts and the webpack configs import them. */
const BUILT_PACKAGES = ['services/contracts', 'services/server-kit'];

/**
 * Installs the npm dependencies when they are missing or the lockfile changed, and builds the
 * packages above when a build is missing (`tsc -b` in each workspace's own build rebuilds a stale one).
 */
export function ensureNpmDependencies() {
  const wanted = createHash('sha256').update(readFileSync(LOCKFILE)).digest('hex');
  if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== wanted) {
    console.log('Installing npm dependencies...');
    // `npm install` honours the lockfile; `npm ci` rejects lockfiles without other platforms' optional packages.
    run('npm', ['install', '--no-audit', '--no-fund']);
    writeFileSync(STAMP, wanted);
  }
  const unbuilt = BUILT_PACKAGES.filter((dir) => !existsSync(path.join(ROOT, dir, 'dist', 'index.js')));
  if (unbuilt.length > 0) run('npx', ['tsc', '-b', ...unbuilt.map((dir) => `${dir}/tsconfig.build.json`)]);
}
