// `npm start`: install what is missing, build everything, then run the composed site until Ctrl-C.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmDependencies, ROOT, run } from './lib/ensure-install.mjs';
import { buildAll, startStack } from './lib/stack.mjs';

const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

ensureNpmDependencies();
buildAll(run);

const stack = await startStack();
console.log(`\n  Founders Never Solo is running: ${stack.url}`);
console.log(`  Admin sign-in: ${stack.url}/admin/login — on the first start the log above names the file with the admin's password`);
console.log('  (or set ADMIN_PASSWORD; reset it with `EMBEDDED_DB_REUSE=true npm run admin -- reset-password admin --password-stdin`). Ctrl-C stops everything.\n');

let stopping = false;
async function stopAll(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(reason);
  await stack.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));
// One part dying takes the rest down, so nothing is left running half-broken.
for (const { name, child } of stack.servers) {
  child.once('exit', (code) => stopAll(1, `${name} stopped (${code ?? 'signal'}); stopping the rest.`));
}
