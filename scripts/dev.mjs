// `npm run dev`: the API (restarts on change) and every frontend app's dev server (hot reload).
import { spawn } from 'node:child_process';
import { ensureNpmDependencies, ROOT } from './lib/ensure-install.mjs';

ensureNpmDependencies();

const WORKSPACES = ['@fns/api', '@fns/mfe-marketing', '@fns/mfe-blog', '@fns/mfe-admin', '@fns/shell'];
const children = WORKSPACES.map((workspace) => spawn('npm', ['run', 'dev', '--workspace', workspace], { cwd: ROOT, stdio: 'inherit' }));
console.log('\n  Development servers starting: the site is http://localhost:3000 (remotes on :3001-:3003, API on :4000).\n');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));
for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
