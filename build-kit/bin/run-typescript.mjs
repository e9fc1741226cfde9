import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs a TypeScript command (its file URL) through tsx with this process's arguments, and exits as it did. */
export function runTypeScript(url) {
  const args = ['--import', import.meta.resolve('tsx'), fileURLToPath(url), ...process.argv.slice(2)];
  process.exit(spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1);
}
