// Server rendering load gate (issues 14 and 32): the HTML of /, /blog and a post under 50
// connections with the render cache warm, against a bare node:http server sending the same bytes;
// uncached renders per route (a shell that keeps nothing), one at a time and several at once, with
// one render thread and with the default; /api/posts through the shell against the API direct.
// Usage: npm run bench:ssr-load (SKIP_BUILD=1 reuses the current build)
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { buildAll, REMOTE_DIRS, startApi, startRemote, startShell } from '../../scripts/lib/stack.mjs';
import {
  BENCH_LOGGING,
  benchApiEnv,
  BROWSER_HEADERS,
  CONNECTIONS,
  DURATION_S,
  measure,
  pinCores,
  seedPosts,
  startSameBytesServer,
  WARM_UP_S,
} from './load-support.mjs';

const POSTS = 100;
const UNCACHED_RENDERS = 400;
const WARM_UP_RENDERS = 20;
/** Cached pages: a share of the same bytes' ceiling and a p99; uncached renders (one at a time): a p99. */
const TARGETS = { share: 0.5, p99Ms: 10, uncachedP99Ms: 30, proxyShare: 0.8 };
/** Uncached renders at once, for the render threads to share. */
const RENDERS_AT_ONCE = 4;
const ADMIN = { username: 'admin', password: 'load-test-password' };

ensureNpmDependencies();
if (!process.env.SKIP_BUILD) buildAll(run);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-ssr-load-'));
const servers = [];
let failed = false;
try {
  const ports = { api: await freePort(), shell: await freePort(), db: await freePort() };
  const api = `http://127.0.0.1:${ports.api}`;
  servers.push(
    await startApi({
      port: ports.api,
      quiet: true,
      env: benchApiEnv({ dbPort: ports.db, dataDir, admin: ADMIN }),
    }),
  );
  const slug = await seedPosts(api, ADMIN, POSTS);
  const remoteOrigins = {};
  for (const key of Object.keys(REMOTE_DIRS)) {
    const port = await freePort();
    servers.push(await startRemote({ key, port, quiet: true }));
    remoteOrigins[key] = `http://127.0.0.1:${port}`;
  }
  servers.push(await startShell({ port: ports.shell, apiPort: ports.api, remoteOrigins, quiet: true, env: BENCH_LOGGING }));
  const shell = `http://127.0.0.1:${ports.shell}`;
  const routes = ['/', '/blog', `/blog/${slug}`];

  // A shell that keeps nothing renders every request: with one render thread, then the default (one per core).
  const uncached = [];
  for (const threads of [1, os.availableParallelism()]) {
    const port = await freePort();
    const cacheless = await startShell({
      port,
      apiPort: ports.api,
      remoteOrigins,
      quiet: true,
      env: { ...BENCH_LOGGING, PUBLIC_CACHE_SECONDS: '0', RENDER_THREADS: String(threads) },
    });
    try {
      for (const route of routes) {
        const url = `http://127.0.0.1:${port}${route}`;
        uncached.push({ threads, ...(await renderTimes(url)), atOnce: await measure(url, url, { connections: RENDERS_AT_ONCE }) });
      }
    } finally {
      await cacheless.stop();
    }
  }

  // The ceiling replays the pages as the shell sent them, and /api/posts as the API sent it.
  const ceiling = await startSameBytesServer(
    { ...Object.fromEntries(routes.map((route) => [route, `${shell}${route}`])), '/api/posts': `${api}/api/posts` },
    dataDir,
  );
  servers.push(ceiling.server);
  const pinning = pinCores(servers.map((server) => server.child.pid));

  console.log(
    `\nRendered HTML, render cache warm, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up, ${POSTS} published posts, browser Accept-Encoding, ${pinning}:`,
  );
  console.log('page                                      req/s     p50 ms   p99 ms   ceiling req/s   share');
  for (const route of routes) {
    const page = await measure(route, `${shell}${route}`);
    const same = await measure(route, `${ceiling.url}${route}`);
    const ok = page.rps >= same.rps * TARGETS.share && page.p99 < TARGETS.p99Ms;
    if (!ok) failed = true;
    console.log(
      `${route.slice(0, 40).padEnd(40)} ${page.rps.toFixed(0).padStart(7)} ${String(page.p50).padStart(9)} ${String(page.p99).padStart(8)} ${same.rps.toFixed(0).padStart(15)} ${`${((page.rps / same.rps) * 100).toFixed(0)}%`.padStart(7)}${ok ? '  ok' : '  MISSED'}`,
    );
  }
  console.log(`targets: at least ${TARGETS.share * 100}% of the ceiling and p99 < ${TARGETS.p99Ms} ms`);

  console.log(
    `\nUncached renders (PUBLIC_CACHE_SECONDS=0): ${UNCACHED_RENDERS} one at a time after ${WARM_UP_RENDERS} unmeasured, then ${RENDERS_AT_ONCE} at once for ${DURATION_S} s, by render threads:`,
  );
  console.log('page                                threads   p50 ms   p99 ms   bytes sent   at once: req/s   p99 ms');
  for (const result of uncached) {
    const ok = result.threads === 1 || result.p99 < TARGETS.uncachedP99Ms;
    if (!ok) failed = true;
    console.log(
      `${result.route.slice(0, 34).padEnd(34)} ${String(result.threads).padStart(9)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.bytes).padStart(12)} ${result.atOnce.rps.toFixed(0).padStart(16)} ${String(result.atOnce.p99).padStart(8)}${ok ? '' : '  MISSED'}`,
    );
  }
  console.log(`target: p99 < ${TARGETS.uncachedP99Ms} ms one at a time, with the default threads`);

  const apiCeiling = await measure('same bytes from bare node:http', `${ceiling.url}/api/posts`);
  const direct = await measure('GET /api/posts, API direct', `${api}/api/posts`);
  const proxied = await measure('GET /api/posts through the shell', `${shell}/api/posts`);
  const share = proxied.rps / direct.rps;
  if (share < TARGETS.proxyShare) failed = true;
  console.log('\n/api through the shell                     req/s     p50 ms   p99 ms   share of ceiling');
  for (const result of [apiCeiling, direct, proxied]) {
    console.log(
      `${result.label.padEnd(40)} ${result.rps.toFixed(0).padStart(7)} ${String(result.p50).padStart(9)} ${String(result.p99).padStart(8)} ${`${((result.rps / apiCeiling.rps) * 100).toFixed(0)}%`.padStart(10)}`,
    );
  }
  console.log(
    `through the shell: ${(share * 100).toFixed(0)}% of the API's direct throughput (target at least ${TARGETS.proxyShare * 100}%)${share >= TARGETS.proxyShare ? '  ok' : '  MISSED'}`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nSSR load gate: MISSED a target' : '\nSSR load gate: every target met');
process.exit(failed ? 1 : 0);

/**
 * p50 and p99 of renders, one at a time (the shell keeps none), after unmeasured ones for the JIT
 * compiler (as `measure` warms up). Each is timed to its last byte as sent, as autocannon times
 * the cached pages: what the browser then spends inflating it is not the server's.
 */
async function renderTimes(url) {
  for (let index = 0; index < WARM_UP_RENDERS; index++) await sentBytes(url);
  const times = [];
  let bytes = 0;
  for (let index = 0; index < UNCACHED_RENDERS; index++) {
    const started = performance.now();
    bytes = await sentBytes(url);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { route: new URL(url).pathname, p50: at(0.5), p99: at(0.99), bytes };
}

/** GETs `url` as a browser asks (compressed), and answers the number of bytes sent. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}
