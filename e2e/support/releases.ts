import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { REMOTE_DIRS } from '../../scripts/lib/stack.mjs';
import { E2E_ADMIN } from './global-setup';

type RemoteKey = keyof typeof REMOTE_DIRS;
/** A change to one file of a remote: its first `from` becomes `to`. */
export type Edit = { file: string; from: string; to: string };

/** A changed copy of a remote beside the real one (so it resolves the same packages), removed by `remove()`. */
export function remoteVariant(key: RemoteKey, edits: Edit[]) {
  const dir = mkdtempSync(path.join(ROOT, `${REMOTE_DIRS[key]}-e2e-`));
  cpSync(path.join(ROOT, REMOTE_DIRS[key]), dir, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  for (const { file, from, to } of edits) {
    const target = path.join(dir, file);
    const text = readFileSync(target, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
    writeFileSync(target, text.replace(from, to));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `npm run <script> -- ...args` as a team would, signed in as the e2e admin against the site's API. */
export async function npmRun(script: 'release' | 'remotes', args: string[], apiUrl = process.env.E2E_API_URL ?? '') {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, API_URL: apiUrl, ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** Releases a copy of a remote (both builds, registered with the API); answers its version. */
export async function releaseRemote(key: RemoteKey, dir: string, apiUrl: string): Promise<string> {
  const { code, output } = await npmRun('release', [key, '--from', dir], apiUrl);
  const version = new RegExp(`Released mfe_${key} (\\S+)`).exec(output)?.[1];
  if (code !== 0 || !version) throw new Error(`the release failed (${code}):\n${output}`);
  return version;
}

/**
 * Builds a changed copy of a remote into a new release folder without registering it (`npm run
 * release -- --no-register`, as a team that registers later): its version and the manifest URL to register.
 */
export async function buildUnregistered(key: RemoteKey, edits: Edit[]): Promise<{ version: string; manifestUrl: string }> {
  const variant = remoteVariant(key, edits);
  try {
    const { code, output } = await npmRun('release', [key, '--from', variant.dir, '--no-register']);
    const version = new RegExp(`Released mfe_${key} (\\S+)`).exec(output)?.[1];
    const manifestUrl = /npm run remotes -- register \S+ (\S+)/.exec(output)?.[1];
    if (code !== 0 || !version || !manifestUrl) throw new Error(`the build failed (${code}):\n${output}`);
    return { version, manifestUrl };
  } finally {
    variant.remove();
  }
}
