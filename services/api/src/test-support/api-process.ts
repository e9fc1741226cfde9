import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../lib/free-port';

const SERVER_ENTRY = path.resolve(__dirname, '../server.ts');
export { freePort };

const READY = /API listening on (http:\/\/\S+)\/api/;
const OUTPUT_GRACE_MS = 2_000;

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Runs the real server entry (src/server.ts through tsx) and waits until it listens. It sends mail
 * to the run's Mailpit (global-setup.ts) unless `env` says otherwise.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const mail = { SMTP_URL: process.env.TEST_SMTP_URL ?? '', PUBLIC_SITE_URL: 'http://localhost:3000' };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), BCRYPT_ROUNDS: '4', ...mail, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(async (code) => {
      // 'exit' may come before the last of the output is read: the message waits for the streams to close (a moment).
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, OUTPUT_GRACE_MS).unref())]);
      reject(new Error(`The API exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, baseUrl, output: () => output, exited };
}

/** Polls a condition (plain, or answered by a promise) until it holds; fails with a clear message after the timeout. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `count` API processes (`env` added to theirs) on this Jest worker's database
 * (test-support/database.ts), as instances of one site: the test reads what they write.
 */
export function startApiInstances(count: number, env: Record<string, string>): Promise<ApiProcess[]> {
  const onTestDb = {
    MONGODB_URI: process.env.TEST_MONGODB_URI!,
    DB_NAME: `fns_test_${process.env.JEST_WORKER_ID ?? '0'}`,
    SEED_SAMPLE_CONTENT: 'false',
    ...env,
  };
  return Promise.all(Array.from({ length: count }, () => startApiProcess(onTestDb)));
}

/** Stops them with SIGTERM and waits until each has exited. */
export async function stopApiInstances(instances: readonly ApiProcess[]): Promise<void> {
  for (const { child } of instances) child.kill('SIGTERM');
  await Promise.all(instances.map(({ exited }) => exited));
}
