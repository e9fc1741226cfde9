// `npm test`: install what is missing, type-check, lint, check the format, run the Jest suites, build, then run Playwright.
import { spawn } from 'node:child_process';
import { runSideBySide } from './lib/side-by-side.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNpmDependencies, ROOT, run } from './lib/ensure-install.mjs';
import { buildAll } from './lib/stack.mjs';

const started = Date.now();
const step = (title) => console.log(`\n== ${title} (${Math.round((Date.now() - started) / 1000)} s)`);

ensureNpmDependencies();
const chromium = ensureChromium();
const mailpitBuilt = buildMailpitInBackground();

// Each of these uses one core: side by side they take the time of the longest.
step('Type-check, lint and format, side by side');
await runSideBySide([
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'format:check']],
]);

// The API's test setup starts the embedded database through code that imports the server kit's build.
step('Build the shared packages');
run('npx', ['tsc', '-b', 'services/contracts/tsconfig.build.json', 'services/server-kit/tsconfig.build.json']);

step('Jest: units, components, and the API against the embedded database and mail server');
await mailpitBuilt;
// Two workers (Jest's default here is one): the API tests mostly wait on the database and the mail server.
run('npx', ['jest', '--ci', '--maxWorkers=2']);

step('Production build');
buildAll(run);

step('Playwright: the composed site in Chromium');
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { env: { ...process.env, CHROMIUM_PATH: chromium } });

console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);

/**
 * Builds the embedded mail server (Mailpit, which the API tests and the e2e site send to) while the
 * code is type-checked and linted: minutes the first time, nothing once cached.
 */
function buildMailpitInBackground() {
  const build = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/mail-server/build-mailpit.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building Mailpit failed (exit code ${code ?? 'signal'})`))));
  });
}
