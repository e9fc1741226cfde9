// Fault-tolerance gate (issue 7), against the production build of the API:
//  1. kill -9 the API during a burst of writes, restart it: every acknowledged write is stored;
//  2. stop the database: the API answers 503 with a message, quickly, and recovers when it returns.
// The remote-down and slow-remote cases run in Playwright: e2e/tests/fault-tolerance.spec.ts.
// Usage: npm run bench:faults
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureNpmDependencies, ROOT, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';

const BURST = 400;
const IN_FLIGHT = 20;
const KILL_AFTER_ACKS = 150;
const RECOVERY_LIMIT_MS = 15_000;
const DB_DOWN_ANSWER_LIMIT_MS = 5_000;

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);
const { startEmbeddedDb } = await import(path.join(ROOT, 'services/api/dist/db/embedded-db.js'));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-faults-'));
const dbPort = await freePort();
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const uri = `mongodb://127.0.0.1:${dbPort}/`;
const apiEnv = {
  MONGODB_URI: uri,
  SEED_SAMPLE_CONTENT: 'false',
  FORM_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'error',
  JWT_SECRET: 'faults-secret-that-is-long-enough-1234567',
};
const failures = [];
let db = await startEmbeddedDb({ port: dbPort, dataDir });
let api;
try {
  // 1. A burst of writes, and kill -9 in the middle of it.
  api = await startApi({ port: apiPort, env: apiEnv, quiet: true });
  const acknowledged = await burstUntilKilled(api);
  api = await startApi({ port: apiPort, env: apiEnv, quiet: true });
  const client = await MongoClient.connect(uri);
  const stored = await client
    .db('founders')
    .collection('newsletter_subscribers')
    .countDocuments({ email: { $in: acknowledged } });
  await client.close();
  console.log(
    `kill -9 during a burst of ${BURST} writes: ${acknowledged.length} acknowledged before the kill, ${stored} of them stored after the restart`,
  );
  if (acknowledged.length < KILL_AFTER_ACKS || stored !== acknowledged.length) failures.push('acknowledged writes lost');

  // 2. The database goes away, then comes back.
  await db.stop();
  const started = Date.now();
  const health = await fetch(`${base}/api/health`);
  const write = await fetch(`${base}/api/newsletter`, subscription('while-down@example.com'));
  const answerMs = Date.now() - started;
  const bodies = [await health.json(), await write.json()];
  console.log(`database stopped: /api/health ${health.status}, a write ${write.status}, both in ${answerMs} ms: "${bodies[1].message}"`);
  if (
    health.status !== 503 ||
    write.status !== 503 ||
    !bodies.every((body) => typeof body.message === 'string') ||
    answerMs > DB_DOWN_ANSWER_LIMIT_MS
  ) {
    failures.push('no quick 503 with a message while the database was down');
  }
  if (api.child.exitCode !== null) failures.push('the API crashed while the database was down');

  db = await startEmbeddedDb({ port: dbPort, dataDir });
  const back = Date.now();
  let recovered = false;
  while (Date.now() - back < RECOVERY_LIMIT_MS && !recovered) {
    recovered = (await fetch(`${base}/api/health`)).status === 200;
    if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const afterWrite = await fetch(`${base}/api/newsletter`, subscription('after-recovery@example.com'));
  console.log(`database back: healthy again after ${Date.now() - back} ms, a write answers ${afterWrite.status}`);
  if (!recovered || afterWrite.status !== 201) failures.push('the API did not recover');
} finally {
  await api?.stop();
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures.length ? `\nFault tolerance: FAILED (${failures.join('; ')})` : '\nFault tolerance: every check passed');
process.exit(failures.length ? 1 : 0);

/** Sends BURST distinct sign-ups, IN_FLIGHT at a time, and kills the API after KILL_AFTER_ACKS answers. */
async function burstUntilKilled(server) {
  const acknowledged = [];
  let next = 0;
  const stamp = Date.now();
  const worker = async () => {
    while (next < BURST) {
      const email = `burst-${stamp}-${next++}@example.com`;
      try {
        const answer = await fetch(`${base}/api/newsletter`, subscription(email));
        if (answer.status === 201) acknowledged.push(email);
      } catch {
        // the API is gone: this write was never acknowledged
      }
      if (acknowledged.length === KILL_AFTER_ACKS) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return acknowledged;
}

/** A newsletter sign-up as the form sends it: open for 5 s, the honeypot empty (else the API takes it for a bot's and stores nothing). */
function subscription(email) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, website: '', elapsedMs: 5_000 }),
  };
}
