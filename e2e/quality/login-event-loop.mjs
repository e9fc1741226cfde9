// Login event-loop figures (issue: login limits): how long the API's event loop is held up while
// CONCURRENT sign-ins have their passwords checked at the production cost (BCRYPT_ROUNDS 12),
// read from the API's own metrics (prom-client's monitorEventLoopDelay, sampled every 10 ms: an
// idle loop reads about 10 ms). It prints figures; it is not a gate.
// Usage: node e2e/quality/login-event-loop.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';
import { benchApiEnv, json } from './load-support.mjs';

const CONCURRENT = 20;
const ROUNDS = 3;
const ADMIN = { username: 'admin', password: 'event-loop-password' };

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-login-loop-'));
const [apiPort, metricsPort, dbPort] = [await freePort(), await freePort(), await freePort()];
const api = await startApi({
  port: apiPort,
  quiet: true,
  env: {
    ...benchApiEnv({ dbPort, dataDir, admin: ADMIN }),
    METRICS_PORT: String(metricsPort),
    // Every attempt of the burst comes from this one address: the limits must let them all be checked.
    LOGIN_RATE_LIMIT_MAX: '1000',
  },
});

/** The event-loop delay since the previous read, in ms: prom-client resets its histogram on each scrape. */
async function eventLoopDelay() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const read = (name) => Number(new RegExp(`^nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  return { p50: read('p50'), p99: read('p99'), max: read('max') };
}

/** CONCURRENT sign-ins at once, and a health check sent in the middle of them (what every other visitor waits). */
async function burst() {
  const started = performance.now();
  const logins = Array.from({ length: CONCURRENT }, () => fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, json('POST', ADMIN)));
  const healthStarted = performance.now();
  await fetch(`http://127.0.0.1:${apiPort}/api/health`);
  const healthMs = performance.now() - healthStarted;
  const statuses = (await Promise.all(logins)).map((res) => res.status);
  if (statuses.some((status) => status !== 200)) throw new Error(`unexpected answers: ${statuses.join(' ')}`);
  return { totalMs: performance.now() - started, healthMs };
}

try {
  await burst(); // warm-up: the JIT compiler and the database's first queries are not what is measured
  console.log(`\n${CONCURRENT} concurrent logins at BCRYPT_ROUNDS 12, ${ROUNDS} rounds (event-loop delay in ms, 10 ms sampling):`);
  console.log('round   p50     p99     max     burst ms   health ms');
  for (let round = 1; round <= ROUNDS; round++) {
    await eventLoopDelay();
    const { totalMs, healthMs } = await burst();
    const delay = await eventLoopDelay();
    const cells = [delay.p50, delay.p99, delay.max].map((ms) => ms.toFixed(1).padStart(7));
    console.log(`${String(round).padEnd(5)} ${cells.join(' ')} ${totalMs.toFixed(0).padStart(10)} ${healthMs.toFixed(0).padStart(11)}`);
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
