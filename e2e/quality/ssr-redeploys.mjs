// Runtime redeploys (issue 14): a remote rebuilt while the shell runs, and how long until new
// requests render it; then 20 redeploys, switching the blog's live manifest between two built
// releases, with the shell server's memory (RSS, render workers included) before and after.
// Usage: npm run bench:ssr-redeploys (SKIP_BUILD=1 reuses the current build)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNpmDependencies, ROOT, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { buildAll, REMOTE_DIRS, startApi, startRemote, startShell } from '../../scripts/lib/stack.mjs';

const REDEPLOYS = 20;
const POLL_MS = 1_000;
const TARGETS = { pickUpS: 60, rssGrowth: 0.25 };
const MANIFEST = path.join(ROOT, 'mfe-blog/dist/remote-manifest.json');
const PAGES = ['/', '/blog', '/faqs'];

ensureNpmDependencies();
if (!process.env.SKIP_BUILD) buildAll(run);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-redeploys-'));
const servers = [];
let failed = false;
try {
  const ports = { api: await freePort(), shell: await freePort(), db: await freePort() };
  servers.push(
    await startApi({
      port: ports.api,
      quiet: true,
      env: {
        MONGODB_URI: '',
        EMBEDDED_DB_PORT: String(ports.db),
        EMBEDDED_DB_DIR: dataDir,
        JWT_SECRET: 'redeploy-bench-secret-long-enough-1234',
        LOG_LEVEL: 'warn',
      },
    }),
  );
  const remoteOrigins = {};
  for (const key of Object.keys(REMOTE_DIRS)) {
    const port = await freePort();
    servers.push(await startRemote({ key, port, quiet: true }));
    remoteOrigins[key] = `http://127.0.0.1:${port}`;
  }
  const shellServer = await startShell({
    port: ports.shell,
    apiPort: ports.api,
    remoteOrigins,
    env: { REMOTE_POLL_MS: String(POLL_MS) },
    quiet: !process.env.VERBOSE,
  });
  servers.push(shellServer);
  const shell = `http://127.0.0.1:${ports.shell}`;

  await visit(shell, 5);
  const before = rssMb(shellServer.child.pid);

  const first = readFileSync(MANIFEST, 'utf8');
  const rebuilt = buildRelease();
  const pickedUpS = await waitForEntry(shell, JSON.parse(rebuilt).browser.entry);
  const second = rebuilt;

  const swaps = [];
  const trend = [];
  for (let index = 0; index < REDEPLOYS; index++) {
    const manifest = index % 2 === 0 ? first : second;
    writeFileSync(MANIFEST, manifest);
    swaps.push(await waitForEntry(shell, JSON.parse(manifest).browser.entry));
    await visit(shell, 3);
    if ((index + 1) % 5 === 0) trend.push(`${index + 1}: ${rssMb(shellServer.child.pid).toFixed(0)} MB`);
  }
  // Retired workers end once their pages are sent; give the last one and the collector a moment.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await visit(shell, 3);
  const after = rssMb(shellServer.child.pid);
  writeFileSync(MANIFEST, second);

  const growth = (after - before) / before;
  const slowest = Math.max(...swaps);
  if (pickedUpS > TARGETS.pickUpS || slowest > TARGETS.pickUpS || growth > TARGETS.rssGrowth) failed = true;
  swaps.sort((a, b) => a - b);
  console.log(`\nRedeploys of the blog remote while the shell runs (manifests checked every ${POLL_MS / 1000} s; the default is 5 s):`);
  console.log(`  rebuilt and redeployed: new requests rendered it ${pickedUpS.toFixed(1)} s after the build finished`);
  console.log(
    `  ${REDEPLOYS} redeploys (live manifest switched between two releases): picked up after ${swaps[0].toFixed(1)}–${slowest.toFixed(1)} s, median ${swaps[Math.floor(swaps.length / 2)].toFixed(1)} s`,
  );
  console.log(
    `  shell server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}%); after redeploys ${trend.join(', ')}`,
  );
  console.log(
    `targets: picked up within ${TARGETS.pickUpS} s; RSS grows less than ${TARGETS.rssGrowth * 100}% over ${REDEPLOYS} redeploys`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nRedeploy gate: MISSED a target' : '\nRedeploy gate: every target met');
process.exit(failed ? 1 : 0);

/** Builds a new release of the blog into its dist folder (a redeploy) and answers its manifest. */
function buildRelease() {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@fns/mfe-blog'], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_VERSION: `1.0.0-bench.${Date.now().toString(36)}` },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('the blog release build failed');
  return readFileSync(MANIFEST, 'utf8');
}

/** Seconds until the shell's pages name `entry` as the blog's browser entry. */
async function waitForEntry(shell, entry) {
  const started = performance.now();
  for (;;) {
    // A connection the server closed while this process was building is simply tried again.
    const html = await fetch(`${shell}/blog?probe=${Date.now()}`).then(
      (response) => response.text(),
      () => '',
    );
    if (html.includes(`/${entry}"`)) return (performance.now() - started) / 1000;
    if (performance.now() - started > 120_000) throw new Error(`the shell never rendered ${entry}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function visit(shell, times) {
  for (let round = 0; round < times; round++) {
    for (const page of PAGES) await (await fetch(`${shell}${page}?round=${round}`)).text();
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}
