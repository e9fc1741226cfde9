// Role check benchmark (issue 30): what the role table adds to an admin request. The decision
// itself (the role's permissions against the operation's, and REQUIRE_2FA) is timed in-process over
// a million calls of the built contracts' table, as auth.middleware.ts makes it; the admin requests
// it sits in are measured under load for scale (their session and account reads are the cost that
// was there before roles: a session lookup replaced the revoked-token lookup, one read for one).
// Usage: npm run bench:role-check
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';
import { benchApiEnv, json, seedPosts } from './load-support.mjs';

const TARGET_MS = 1;
const DECISIONS = 1_000_000;
const ADMIN = { username: 'admin', password: 'role-check-password' };

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);
const { OPERATION_PERMISSIONS, STAFF_ROLES, roleHas } = createRequire(import.meta.url)('../../services/contracts/dist/roles.js');

// The decision, over every operation and role in turn (the JIT sees the real mix, not one constant).
const operations = Object.keys(OPERATION_PERMISSIONS);
let allowed = 0;
const started = process.hrtime.bigint();
for (let i = 0; i < DECISIONS; i++) {
  const role = STAFF_ROLES[i % STAFF_ROLES.length];
  const permission = OPERATION_PERMISSIONS[operations[i % operations.length]];
  // As assertMayCall: the role's permission, then REQUIRE_2FA=true for an Administrator (half with it on).
  const twoFactorOwed = role === 'administrator' && i % 2 === 0;
  if (roleHas(role, permission) && (permission === 'account' || !twoFactorOwed)) allowed++;
}
const decisionNs = Number(process.hrtime.bigint() - started) / DECISIONS;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-role-check-'));
const port = await freePort();
const api = await startApi({ port, quiet: true, env: benchApiEnv({ dbPort: await freePort(), dataDir, admin: ADMIN }) });
let requests = [];
try {
  const base = `http://127.0.0.1:${port}`;
  await seedPosts(base, ADMIN, 20);
  const { token } = await (await fetch(`${base}/api/auth/login`, json('POST', ADMIN))).json();
  const headers = { authorization: `Bearer ${token}` };
  for (const endpoint of ['/api/auth/account', '/api/admin/posts']) {
    await autocannon({ url: `${base}${endpoint}`, headers, connections: 10, duration: 2 });
    const result = await autocannon({ url: `${base}${endpoint}`, headers, connections: 10, duration: 5 });
    if (result.non2xx > 0) throw new Error(`${endpoint}: ${result.non2xx} non-2xx answers`);
    requests.push({ endpoint, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const decisionMs = decisionNs / 1e6;
console.log(
  `\nRole table decision: ${decisionNs.toFixed(1)} ns per request (${DECISIONS} decisions, ${allowed} allowed); target < ${TARGET_MS} ms`,
);
console.log('Admin requests as an Administrator, 10 connections, 5 s after 2 s of warm-up:');
for (const { endpoint, rps, p50, p99 } of requests) {
  console.log(`  GET ${endpoint.padEnd(20)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${p50} ms   p99 ${p99} ms`);
}
const ok = decisionMs < TARGET_MS;
console.log(ok ? '\nRole check: under the target' : '\nRole check: MISSED the target');
process.exit(ok ? 0 : 1);
