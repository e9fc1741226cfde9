// API load gate (issues 7, 17 and 32): public reads under 50 connections against the production build,
// each as a share of the physical ceiling (a bare node:http server answering the same bytes with
// the same headers), and 200 concurrent wait list sign-ups that must all be stored once.
// Usage: npm run bench:api-load
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import {
  benchApiEnv,
  CONNECTIONS,
  DURATION_S,
  json,
  measure,
  pinCores,
  seedPosts,
  startSameBytesServer,
  WARM_UP_S,
} from './load-support.mjs';

const POSTS = 100;
const SIGNUPS = 200;
/** Each public read: a share of the same bytes' ceiling, and a p99. */
const TARGETS = { share: 0.5, p99Ms: 10 };
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
      env: { ...benchApiEnv({ dbPort, dataDir, admin: ADMIN }), FORM_RATE_LIMIT_MAX: '100000' },
    }),
  );
  const slug = await seedPosts(api, ADMIN, POSTS);

  const endpoints = ['/api/posts', '/api/posts/featured', `/api/posts/slug/${slug}`];
  const ceiling = await startSameBytesServer(Object.fromEntries(endpoints.map((endpoint) => [endpoint, `${api}${endpoint}`])), dataDir);
  servers.push(ceiling.server);
  const pinning = pinCores(servers.map((server) => server.child.pid));

  console.log(
    `\nPublic reads, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up, ${POSTS} published posts, browser Accept-Encoding, ${pinning}:`,
  );
  console.log('endpoint                              req/s     p50 ms   p99 ms   ceiling req/s   share');
  for (const endpoint of endpoints) {
    const read = await measure(endpoint, `${api}${endpoint}`);
    const same = await measure(endpoint, `${ceiling.url}${endpoint}`);
    const ok = read.rps >= same.rps * TARGETS.share && read.p99 < TARGETS.p99Ms;
    if (!ok) failed = true;
    console.log(
      `GET ${endpoint.replace(slug, '{slug}').padEnd(34)} ${read.rps.toFixed(0).padStart(7)} ${String(read.p50).padStart(9)} ${String(read.p99).padStart(8)} ${same.rps.toFixed(0).padStart(15)} ${`${((read.rps / same.rps) * 100).toFixed(0)}%`.padStart(7)}${ok ? '  ok' : '  MISSED'}`,
    );
  }
  console.log(
    `ceiling: the same bytes and headers from a bare node:http server; targets: at least ${TARGETS.share * 100}% of it and p99 < ${TARGETS.p99Ms} ms`,
  );

  const stored = await concurrentSignups(api, dbPort);
  console.log(
    `\nWait list: ${SIGNUPS} concurrent sign-ups with distinct e-mails → ${stored.acknowledged} acknowledged, ${stored.stored} stored, ${stored.distinct} distinct`,
  );
  if (stored.acknowledged !== SIGNUPS || stored.stored !== SIGNUPS || stored.distinct !== SIGNUPS) failed = true;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nAPI load gate: MISSED a target' : '\nAPI load gate: every target met');
process.exit(failed ? 1 : 0);

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
