// API load gate (issue 7): public reads under 50 connections against the production build, compared
// with a bare Express ceiling, and 200 concurrent wait list sign-ups that must all be stored once.
// Usage: npm run bench:api-load
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { ensureNpmDependencies, ROOT, run } from '../../scripts/lib/ensure-install.mjs';
import { startApi, startServer } from '../../scripts/lib/stack.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const POSTS = 100;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
// What browsers send; the API answers public reads with pre-compressed bodies.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const SIGNUPS = 200;
const TARGETS = { p99Ms: 50, ceilingShare: 0.4 };
const ADMIN = { username: 'admin', password: 'load-test-password' };

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-load-'));
const dbPort = await freePort();
const servers = [];
let failed = false;
try {
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  servers.push(
    await startApi({
      port: apiPort,
      quiet: true,
      env: {
        MONGODB_URI: '',
        EMBEDDED_DB_PORT: String(dbPort),
        EMBEDDED_DB_DIR: dataDir,
        SEED_SAMPLE_CONTENT: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'load-test-secret-that-is-long-enough-1234',
        FORM_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
    }),
  );
  const slug = await seedPosts(api);

  const ceilingPort = await freePort();
  const snapshot = path.join(dataDir, 'posts.json');
  writeFileSync(snapshot, await (await fetch(`${api}/api/posts`)).text());
  servers.push(
    await startServer({
      name: 'ceiling',
      args: [path.join(ROOT, 'e2e/quality/ceiling-server.mjs'), snapshot, String(ceilingPort)],
      readyUrl: `http://127.0.0.1:${ceilingPort}/posts`,
      quiet: true,
    }),
  );

  const pinning = pinCores(servers.map((server) => server.child.pid));
  const ceiling = await measure('ceiling: bare Express, same JSON', `http://127.0.0.1:${ceilingPort}/posts`);
  const reads = [
    await measure('GET /api/posts', `${api}/api/posts`),
    await measure('GET /api/posts/featured', `${api}/api/posts/featured`),
    await measure(`GET /api/posts/slug/{slug}`, `${api}/api/posts/slug/${slug}`),
  ];

  console.log(`\nPublic reads, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up, ${POSTS} published posts, browser Accept-Encoding, ${pinning}:`);
  console.log('endpoint                            req/s     p50 ms   p99 ms   share of ceiling');
  for (const result of [ceiling, ...reads]) {
    const share = result.rps / ceiling.rps;
    const ok = result === ceiling || (result.p99 < TARGETS.p99Ms && share >= TARGETS.ceilingShare);
    if (!ok) failed = true;
    console.log(
      `${result.label.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} ${String(result.p50).padStart(9)} ${String(result.p99).padStart(8)}   ${(share * 100).toFixed(0).padStart(4)}%${result === ceiling ? '' : ok ? '  ok' : '  MISSED'}`,
    );
  }
  console.log(`targets: p99 < ${TARGETS.p99Ms} ms and at least ${TARGETS.ceilingShare * 100}% of the ceiling's throughput`);

  const stored = await concurrentSignups(api, dbPort);
  console.log(`\nWait list: ${SIGNUPS} concurrent sign-ups with distinct e-mails → ${stored.acknowledged} acknowledged, ${stored.stored} stored, ${stored.distinct} distinct`);
  if (stored.acknowledged !== SIGNUPS || stored.stored !== SIGNUPS || stored.distinct !== SIGNUPS) failed = true;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nAPI load gate: MISSED a target' : '\nAPI load gate: every target met');
process.exit(failed ? 1 : 0);

async function seedPosts(api) {
  const login = await (await fetch(`${api}/api/auth/login`, json('POST', ADMIN))).json();
  const auth = { Authorization: `Bearer ${login.token}` };
  const categories = await (await fetch(`${api}/api/categories`)).json();
  const paragraph = '<p>Founders who face reality early keep more options open. This paragraph stands in for a real story.</p>';
  let slug;
  for (let index = 0; index < POSTS; index++) {
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
function pinCores(serverPids) {
  const cores = os.availableParallelism();
  if (cores < 2) return 'one core, nothing pinned';
  const pin = (pid, cpus) => spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
  const serverCores = cores === 2 ? '1' : `1-${cores - 1}`;
  const pinned = pin(process.pid, '0') && serverPids.every((pid) => pin(pid, serverCores));
  return pinned ? `load generator on core 0, servers on core(s) ${serverCores}` : 'nothing pinned (taskset failed)';
}

async function measure(label, url) {
  // Unmeasured warm-up, so the figures describe a running service and not its JIT compiler.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers: BROWSER_HEADERS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: BROWSER_HEADERS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function concurrentSignups(api, dbPort) {
  const stamp = Date.now();
  const answers = await Promise.all(
    Array.from({ length: SIGNUPS }, (_, index) =>
      fetch(`${api}/api/waitlist`, json('POST', { fullName: `Load Founder ${index}`, email: `load-${stamp}-${index}@example.com` })),
    ),
  );
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${dbPort}/`);
  try {
    const entries = client.db('founders').collection('waitlist_entries');
    const filter = { email: { $regex: `^load-${stamp}-` } };
    return {
      acknowledged: answers.filter((answer) => answer.status === 201).length,
      stored: await entries.countDocuments(filter),
      distinct: (await entries.distinct('email', filter)).length,
    };
  } finally {
    await client.close();
  }
}

function json(method, body, headers = {}) {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
