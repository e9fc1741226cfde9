// `npm start`: install what is missing, build everything, then run the composed site in production mode until Ctrl-C.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmDependencies, ROOT, run } from './lib/ensure-install.mjs';
import { fillLocalTrialSecrets } from './lib/local-trial.mjs';
import { buildAll, DEFAULT_PORTS, startStack } from './lib/stack.mjs';

const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// Production needs these; a trial on this machine gets made-up ones, and is told so.
const trialFile = path.resolve(ROOT, process.env.EMBEDDED_DB_DIR || 'data', 'local-trial.env');
const madeUp = fillLocalTrialSecrets(process.env, trialFile);
const siteUrl = process.env.PUBLIC_SITE_URL || `http://localhost:${DEFAULT_PORTS.shell}`;

ensureNpmDependencies();
buildAll(run);

// The API, the shell and the remotes run in production mode, with its checks (`npm run dev` is for development).
// Set for them only: `npm install` under NODE_ENV=production would leave out the build tools.
// A person watches this terminal: readable log lines, unless LOG_PRETTY says otherwise.
const production = { NODE_ENV: 'production', LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' };
// The API's links in mail point to the site too. Mail goes to the embedded Mailpit the stack starts, unless SMTP_URL or MAIL_DISABLED is set.
const site = { ...production, PUBLIC_SITE_URL: siteUrl };
const stack = await startStack({ apiEnv: site, shellEnv: site });
console.log(`\n  Founders Never Solo is running: ${stack.url}`);
if (stack.mailUrl) {
  console.log(`  Mail: ${stack.mailUrl}`);
  console.log(`  (Mailpit, which keeps every mail the site sends; read it through its API: curl ${stack.mailUrl}/api/v1/messages)`);
}
console.log(
  `  Admin sign-in: ${stack.url}/admin/login as ${process.env.ADMIN_USERNAME || 'admin'}; the first admin's password is ADMIN_PASSWORD`,
);
console.log('  (reset it with `EMBEDDED_DB_REUSE=true npm run admin -- reset-password admin --password-stdin`). Ctrl-C stops everything.');
const unset = [...madeUp, ...(process.env.PUBLIC_SITE_URL ? [] : ['PUBLIC_SITE_URL']), ...(stack.mailUrl ? ['SMTP_URL'] : [])];
if (unset.length > 0) {
  console.log(`\n  A local trial: ${unset.join(', ')} not set in the environment or .env.`);
  if (madeUp.length > 0) console.log(`  ${madeUp.join(' and ')}: made up for this machine, kept in ${trialFile} (readable by you only).`);
  if (!process.env.PUBLIC_SITE_URL)
    console.log(`  PUBLIC_SITE_URL: ${siteUrl}, which canonical links, the sitemap, the feed and the links in mail name.`);
  if (stack.mailUrl) console.log(`  SMTP_URL: mail goes to the embedded Mailpit above, nobody's inbox.`);
  console.log('  Set them in .env (see .env.example) before anyone else uses this site.');
}
console.log('');

let stopping = false;
async function stopAll(code, reason, { interrupted = false } = {}) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(reason);
  // Ctrl-C reaches every process of the terminal's group: the servers are draining already, and
  // another signal from here would cut their drain short. Otherwise they are asked to stop.
  await (interrupted ? Promise.all(stack.servers.map(({ child }) => exited(child))) : stack.stop());
  process.exit(code);
}
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
process.once('SIGINT', () => stopAll(0, undefined, { interrupted: true }));
process.once('SIGTERM', () => stopAll(0));
// One part dying takes the rest down, so nothing is left running half-broken.
for (const { name, child } of stack.servers) {
  child.once('exit', (code) => stopAll(1, `${name} stopped (${code ?? 'signal'}); stopping the rest.`));
}
