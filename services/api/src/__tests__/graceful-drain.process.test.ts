import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import mongoose from 'mongoose';
import { SHUTTING_DOWN } from '../modules/health/health.routes';
import { startApiProcess, waitUntil } from '../test-support/api-process';

// Real processes starting and stopping: seconds each, more while other test files run beside them.
jest.setTimeout(60_000);

const SIGN_UPS = 200;
/** The signal goes out once this many sign-ups have their answer: the rest are in flight or queued. */
const SIGNAL_AFTER = 60;
/** Fewer connections than requests: most are reused (kept alive), which is where resets come from. */
const CONNECTIONS = 50;

interface Outcome {
  email: string;
  status?: number;
  /** The client's error code: ECONNREFUSED (never accepted), ECONNRESET, or `truncated`. */
  error?: string;
}

const isMessage = (text: string) => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string';
  } catch {
    return false;
  }
};

function signUp(agent: http.Agent, baseUrl: string, email: string): Promise<Outcome> {
  const body = JSON.stringify({ fullName: 'Drain Test', email });
  const failed = (error: NodeJS.ErrnoException) => ({ email, error: error.code ?? error.message });
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/waitlist`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(isMessage(text) ? { email, status: res.statusCode } : { email, error: 'truncated' }));
        res.on('error', (error) => resolve(failed(error)));
      },
    );
    req.on('error', (error) => resolve(failed(error)));
    req.end(body);
  });
}

/** A connection written by hand, so that a request can stay half-sent across the signal. */
async function rawConnection(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  await once(socket, 'connect');
  return {
    write: (text: string) => void socket.write(text),
    /** What the server sent once it matches `pattern`. */
    async receive(pattern: RegExp): Promise<string> {
      await waitUntil(() => pattern.test(received), 10_000);
      return received;
    },
    close: () => socket.destroy(),
  };
}

describe('the API process on SIGTERM', () => {
  const dbName = `fns_drain_${process.env.JEST_WORKER_ID ?? '0'}`;
  afterAll(() => mongoose.connection.useDb(dbName).dropDatabase());

  it(`drains ${SIGN_UPS} concurrent wait list sign-ups: every success stored, every other refused cleanly, readiness 503, exit 0`, async () => {
    const api = await startApiProcess({
      MONGODB_URI: process.env.TEST_MONGODB_URI!,
      DB_NAME: dbName,
      SEED_SAMPLE_CONTENT: 'false',
      JWT_SECRET: 'drain-test-secret-long-enough-for-hs256',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-123',
      RECAPTCHA_SECRET_KEY: '',
      FORM_RATE_LIMIT_MAX: String(SIGN_UPS * 10),
    });

    // A readiness probe half-sent before the signal: its connection is busy, so the drain keeps it open.
    const probe = await rawConnection(api.baseUrl);
    probe.write('GET /api/health/live HTTP/1.1\r\nHost: api\r\n\r\n');
    await probe.receive(/"status":"ok"/);
    probe.write('GET /api/health/ready HTTP/1.1\r\nHost: api\r\n');
    // A sign-up whose body is still on its way: in flight (the server sent 100 Continue) until the test sends it.
    const slowBody = JSON.stringify({ fullName: 'Slow Upload', email: 'slow-upload@drain.test' });
    const slow = await rawConnection(api.baseUrl);
    slow.write(
      `POST /api/waitlist HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(slowBody)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await slow.receive(/100 Continue/);

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let answered = 0;
    const outcomes = await Promise.all(
      Array.from({ length: SIGN_UPS }, (_, i) =>
        signUp(agent, api.baseUrl, `founder-${i}@drain.test`).then((outcome) => {
          if (++answered === SIGNAL_AFTER) api.child.kill('SIGTERM');
          return outcome;
        }),
      ),
    );
    agent.destroy();

    await waitUntil(() => /SIGTERM: not ready/.test(api.output()), 10_000);
    probe.write('\r\n');
    const readiness = await probe.receive(/HTTP\/1\.1 503[\s\S]*\{"message":".*"\}/);
    expect(readiness).toContain(JSON.stringify({ message: SHUTTING_DOWN }));
    slow.write(slowBody);
    const slowAnswer = await slow.receive(/HTTP\/1\.1 201[\s\S]*\{"message":".*"\}/);
    expect(slowAnswer).toMatch(/^Connection: close\r$/im);
    probe.close();
    slow.close();
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('Every request in flight was answered.');

    const stored = new Set(
      (
        await mongoose.connection
          .useDb(dbName)
          .collection('waitlist_entries')
          .find({}, { projection: { email: 1 } })
          .toArray()
      ).map((entry) => entry.email as string),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 201);
    const refusedCleanly = outcomes.filter(
      (outcome) => (outcome.status !== undefined && outcome.status !== 201) || outcome.error === 'ECONNREFUSED',
    );
    // A request written on a kept-alive connection just as the server closed it while idle is reset
    // before the server reads it: never accepted, so never stored (every request taken was answered).
    const reset = outcomes.filter((outcome) => outcome.error !== undefined && outcome.error !== 'ECONNREFUSED');
    console.log(
      `Drain under ${SIGN_UPS} concurrent sign-ups over ${CONNECTIONS} kept-alive connections, SIGTERM after ${SIGNAL_AFTER} answers:\n` +
        `  accepted (answered over HTTP) ${outcomes.filter((outcome) => outcome.status !== undefined).length}, succeeded (201) ${succeeded.length}, ` +
        `stored ${stored.size - 1} (+ the slow upload), failed cleanly ${refusedCleanly.length} ` +
        `(${refusedCleanly.filter((outcome) => outcome.status).length} error statuses, ${refusedCleanly.filter((outcome) => !outcome.status).length} connections refused), ` +
        `reset ${reset.length} (of them taken by the server, i.e. stored: ${reset.filter((outcome) => stored.has(outcome.email)).length})`,
    );

    expect(stored.has('slow-upload@drain.test')).toBe(true);
    expect([...stored].filter((email) => email !== 'slow-upload@drain.test').sort()).toEqual(
      succeeded.map((outcome) => outcome.email).sort(),
    );
    expect(succeeded.length).toBeGreaterThanOrEqual(SIGNAL_AFTER);
    expect(refusedCleanly.length).toBeGreaterThan(0);
    expect(reset.filter((outcome) => stored.has(outcome.email))).toEqual([]);
  });
});
