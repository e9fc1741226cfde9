// `npm run dev`: the API (restarts on change), every frontend app's dev server (hot reload), and the embedded mail server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureNpmDependencies, ROOT } from './lib/ensure-install.mjs';
import { DEFAULT_PORTS, mailServerGiven, startMailpit } from './lib/stack.mjs';

ensureNpmDependencies();

const FRONTENDS = ['@fns/mfe-marketing', '@fns/mfe-blog', '@fns/mfe-admin', '@fns/shell'];
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));

/** One part ending takes the rest down. */
function watch(child) {
  children.push(child);
  child.once('exit', (code) => stopAll(code ?? 1));
}
const startWorkspace = (workspace, env = {}) =>
  watch(spawn('npm', ['run', 'dev', '--workspace', workspace], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }));

FRONTENDS.forEach((workspace) => startWorkspace(workspace));
// The API restarts on every change: Mailpit runs beside it (its mail kept in the data directory), not inside it.
const mailpit = mailServerGiven()
  ? undefined
  : await startMailpit({
      smtpPort: DEFAULT_PORTS.mailSmtp,
      uiPort: DEFAULT_PORTS.mailUi,
      dataDir: path.resolve(ROOT, process.env.EMBEDDED_DB_DIR || 'data'),
      fromSource: true,
    }).catch((error) => {
      console.error(error.message);
      stopAll(1);
    });
if (!stopping) {
  if (mailpit) watch(mailpit.child);
  startWorkspace('@fns/api', mailpit ? { SMTP_URL: mailpit.smtpUrl } : {});
  console.log('\n  Development servers starting: the site is http://localhost:3000 (remotes on :3001-:3003, API on :4000).');
  const mailUrl = `http://localhost:${DEFAULT_PORTS.mailUi}`;
  if (mailpit) console.log(`  Mail: ${mailUrl} (read it through its API: curl ${mailUrl}/api/v1/messages)`);
  console.log('');
}
