// What the quality gates share: the site on free ports, seeding posts, pinning cores, one autocannon measurement.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { startServer, startStack } from '../../scripts/lib/stack.mjs';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 3;
// What browsers send; public answers are pre-compressed.
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * How the servers log in a benchmark: as deployed, one JSON line per request (written in batches),
 * not the readable lines of development.
 */
export const BENCH_LOGGING = { LOG_LEVEL: 'info', LOG_PRETTY: 'false' };

/** A production API's settings for a benchmark: its own embedded database in `dataDir`, `admin` as its first admin, no sample posts. */
export const benchApiEnv = ({ dbPort, dataDir, admin }) => ({
  MONGODB_URI: '',
  EMBEDDED_DB_PORT: String(dbPort),
  EMBEDDED_DB_DIR: dataDir,
  SEED_SAMPLE_CONTENT: 'false',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  ...BENCH_LOGGING,
});

export function json(method, body, headers = {}) {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** Publishes `count` posts of a realistic size (one in ten featured); answers the first one's slug. */
export async function seedPosts(api, admin, count) {
  const login = await (await fetch(`${api}/api/auth/login`, json('POST', admin))).json();
  const auth = { Authorization: `Bearer ${login.token}` };
  const categories = await (await fetch(`${api}/api/categories`)).json();
  const paragraph = '<p>Founders who face reality early keep more options open. This paragraph stands in for a real story.</p>';
  let slug;
  for (let index = 0; index < count; index++) {
    const body = {
      title: `Load story ${index + 1}: what the numbers said`,
      content: `<h2>Part ${index + 1}</h2>${paragraph.repeat(12)}`,
      vision: 'A vision of steady growth.',
      reality: 'A reality check that changed the plan.',
      outcome: 'Runway extended',
      image: '/api/media/sample/face-runway-cover.jpg',
      featured: index % 10 === 0,
      published: true,
      categoryId: categories[index % categories.length]?.id ?? null,
    };
    const created = await (await fetch(`${api}/api/posts`, json('POST', body, auth))).json();
    slug ??= created.slug;
  }
  return slug;
}

/**
 * Gives the load generator (this process) one core and the servers under test the others, as if
 * autocannon ran on another machine; sharing cores, the p99 measured the two fighting over them.
 */
export function pinCores(serverPids) {
  const cores = os.cpus().length;
  if (cores < 2) return 'one core, nothing pinned';
  const pinned = pin(process.pid, '0') && serverPids.every((pid) => pin(pid, serverCores(cores)));
  return pinned ? `load generator on core 0, servers on core(s) ${serverCores(cores)}` : 'nothing pinned (taskset failed)';
}

const pin = (pid, cpus) =>
  spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
const serverCores = (cores) => (cores === 2 ? '1' : `1-${cores - 1}`);

/**
 * Puts this process on the servers' core(s) before it starts them, so that they and every process
 * they start inherit it (pids of grandchildren are not known here); pinCores([]) then moves the
 * load generator alone to core 0.
 */
export function startServersOnTheirCores() {
  const cores = os.cpus().length;
  if (cores >= 2) pin(process.pid, serverCores(cores));
}

/** Requests per second and latency of `url` under `connections` (CONNECTIONS unless told), after an unmeasured warm-up. */
export async function measure(label, url, { connections = CONNECTIONS } = {}) {
  // The warm-up lets the figures describe a running service and not its JIT compiler.
  await autocannon({ url, connections, duration: WARM_UP_S, headers: BROWSER_HEADERS });
  const result = await autocannon({ url, connections, duration: DURATION_S, headers: BROWSER_HEADERS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The whole production site on free ports with a throw-away database; `stop()` ends it and removes the data. */
export async function startSite(label, { apiEnv = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fns-${label}-`));
  const dbPort = await freePort();
  const ports = {
    shell: await freePort(),
    marketing: await freePort(),
    blog: await freePort(),
    admin: await freePort(),
    api: await freePort(),
  };
  const stack = await startStack({
    ports,
    host: '127.0.0.1',
    quiet: true,
    apiEnv: { EMBEDDED_DB_PORT: String(dbPort), EMBEDDED_DB_DIR: dataDir, LOG_LEVEL: 'error', ...apiEnv },
  });
  return {
    url: stack.url,
    /** The embedded database the API started (it stops with the API). */
    dbUri: `mongodb://127.0.0.1:${dbPort}/`,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers Node's HTTP server writes for every response itself (the ceiling's too). */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A response's bytes and headers as a server sends them to a browser (compressed, not decoded):
 * every header but those Node writes itself, the request id as it came with this one.
 */
function rawResponse(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !WRITTEN_BY_NODE.has(name)));
          resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/**
 * The ceiling every load gate compares with: a bare node:http server answering, from memory, the
 * very bytes and headers each measured URL answered (same-bytes-server.mjs). `urls` maps the
 * ceiling's paths to the URLs whose answers it replays.
 */
export async function startSameBytesServer(urls, dataDir) {
  const port = await freePort();
  const file = path.join(dataDir, 'same-bytes.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([route, url]) => [route, await rawResponse(url)]))),
    ),
  );
  const server = await startServer({
    name: 'same-bytes',
    args: [path.join(ROOT, 'e2e/quality/same-bytes-server.mjs'), file, String(port)],
    readyUrl: `http://127.0.0.1:${port}${Object.keys(urls)[0]}`,
    quiet: true,
  });
  return { server, url: `http://127.0.0.1:${port}` };
}
