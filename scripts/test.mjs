// `npm test`: install what is missing, type-check, lint, check the format, check each remote alone, run the Jest
// suites, build, then run Playwright.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runSideBySide } from './lib/side-by-side.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNpmDependencies, ROOT, run } from './lib/ensure-install.mjs';
import { buildAll, REMOTE_DIRS } from './lib/stack.mjs';
import { standaloneRemotes } from './standalone-remotes.mjs';

const started = Date.now();
const step = (title) => console.log(`\n== ${title} (${Math.round((Date.now() - started) / 1000)} s)`);

ensureNpmDependencies();
const remoteFolders = Object.values(REMOTE_DIRS);
// The remotes are type-checked, tested and built alone, against the packed packages (below), not here as well.
const repositoryWorkspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => !remoteFolders.includes(workspace),
);
const chromium = ensureChromium();
const mailpitBuilt = buildMailpitInBackground();

// Each of these uses one core: side by side they take the time of the longest.
step('Type-check, lint and format, side by side');
await runSideBySide([
  ['npm', ['run', 'typecheck', '--if-present', ...repositoryWorkspaces.flatMap((workspace) => ['--workspace', workspace])]],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'format:check']],
]);

// The API's test setup starts the embedded database through code that imports the server kit's build.
step('Build the shared packages');
run('npx', ['tsc', '-b', 'services/contracts/tsconfig.build.json', 'services/server-kit/tsconfig.build.json']);

step('Each remote alone: installed from the packed packages, tested, type-checked and released in an empty folder');
// Their releases are the builds the site below is composed of.
await standaloneRemotes({ releasesAsBuilds: true });

step('Jest: units, components, and the API against the embedded database and mail server');
await mailpitBuilt;
// Two workers (Jest's default here is one): the API tests mostly wait on the database and the mail server.
run('npx', ['jest', '--ci', '--maxWorkers=2', '--ignoreProjects', ...remoteFolders]);

step('Production build of the API and the shell');
buildAll(run, { remotes: false });

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
