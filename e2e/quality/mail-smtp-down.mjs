// Mail SMTP-down gate (issue 27), against the production build of the API: newsletter sign-ups
// keep coming while the mail server refuses connections for a minute (a TCP proxy between the
// API's SMTP_URL and Mailpit stops listening, and drops what was open). Targets: every sign-up
// answered and stored, every confirmation delivered once after SMTP returns, none given up.
// Usage: npm run bench:mail-smtp-down
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import {
  listMail,
  MINUTE_MS,
  outboxStatuses,
  runBench,
  seconds,
  signUpRequest,
  tally,
  visitorAddress,
  waitForDrain,
} from './mail-bench-support.mjs';

const PHASES = [
  { name: 'before', ms: 15_000 },
  { name: 'SMTP down', ms: 60_000 },
  { name: 'after', ms: 15_000 },
];
const SIGNUP_EVERY_MS = 250;
const RATE_PER_MINUTE = 600;
const DRAIN_WAIT_MS = 3 * MINUTE_MS;
const { MAX_ATTEMPTS, RETRY_BASE_MS } = await import(path.join(ROOT, 'services/api/dist/modules/mail/mail-worker.js'));
// mail-delivery.ts: each back-off is RETRY_BASE_MS · 2^(n−1), −20 % at the least, an hour at the most.
const BACKOFF_LOW = 0.8;
const RETRY_MAX_MS = 60 * MINUTE_MS;

await runBench('Mail with SMTP down', async (bench) => {
  const { uri, db } = await bench.startDb();
  const mailpit = await bench.startMailpit();
  const proxy = await smtpProxy(Number(new URL(mailpit.smtpUrl).port));
  bench.onCleanup(() => proxy.down());
  const api = await bench.startMailApi({ dbUri: uri, smtpUrl: `smtp://127.0.0.1:${proxy.port}`, ratePerMinute: RATE_PER_MINUTE });

  const giveUpMs = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, n) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** n) * BACKOFF_LOW).reduce(
    (sum, ms) => sum + ms,
  );
  console.log(`back-off: ${MAX_ATTEMPTS} attempts, the waits between them add up to ${minutes(giveUpMs)} at the least`);
  console.log(`a sign-up every ${SIGNUP_EVERY_MS} ms: ${PHASES.map((phase) => `${seconds(phase.ms)} ${phase.name}`).join(', ')}\n`);

  const stamp = Date.now();
  const answers = [];
  let restoredAt;
  for (const phase of PHASES) {
    if (phase.name === 'SMTP down') await proxy.down();
    if (phase.name === 'after') {
      await proxy.up();
      restoredAt = Date.now();
    }
    answers.push(...(await signUpsFor(api.url, phase, `smtp-down-${stamp}`, answers.length)));
  }
  const settled = await Promise.all(answers);
  const acknowledged = settled.filter((answer) => answer.status === 201).map((answer) => answer.email);
  const stored = await db.collection('newsletter_subscribers').countDocuments({ email: { $in: acknowledged } });
  for (const phase of PHASES) {
    const own = settled.filter((answer) => answer.phase === phase.name);
    const times = own.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      `${phase.name.padEnd(10)} ${own.length} sign-ups, ${own.filter((answer) => answer.status === 201).length} answered 201, p99 ${times[Math.ceil(times.length * 0.99) - 1].toFixed(0)} ms`,
    );
  }

  const drained = await waitForDrain(db, mailpit, acknowledged.length, DRAIN_WAIT_MS);
  const mails = await listMail(mailpit);
  const counts = tally(mails, acknowledged);
  const drainMs = Math.max(...mails.map((mail) => mail.receivedAt)) - restoredAt;
  const retried = await db.collection('mail_outbox').countDocuments({ attempts: { $gt: 1 } });
  const most = await db
    .collection('mail_outbox')
    .find({}, { projection: { attempts: 1 } })
    .sort({ attempts: -1 })
    .limit(1)
    .toArray();
  console.log(`\nstored sign-ups ${stored} of ${settled.length}; outbox ${JSON.stringify(await outboxStatuses(db))}`);
  console.log(`delivered ${counts.delivered}, extra copies ${counts.extra}, missing ${counts.missing}`);
  console.log(`${retried} mails needed more than one attempt (at most ${most[0]?.attempts ?? 0})`);
  console.log(`the outbox ${drained ? 'drained' : 'did NOT drain'} ${seconds(drainMs)} after SMTP returned\n`);

  bench.check('the back-off outlasts a 60 s outage', giveUpMs > PHASES[1].ms, `${minutes(giveUpMs)} before giving up`);
  bench.check('every sign-up answered 201 and stored', acknowledged.length === settled.length && stored === settled.length);
  bench.check('every mail delivered once SMTP returned', drained && counts.missing === 0, `${counts.missing} missing`);
  bench.check('none delivered twice', counts.extra === 0 && counts.unexpected === 0, `${counts.extra} extra copies`);
});

function minutes(ms) {
  return `${(ms / MINUTE_MS).toFixed(0)} min`;
}

/** Starts a sign-up every SIGNUP_EVERY_MS for the phase's length; answers their (unsettled) outcomes. */
async function signUpsFor(api, phase, prefix, first) {
  const started = [];
  const end = Date.now() + phase.ms;
  for (let index = first; Date.now() < end; index += 1) {
    const email = `${prefix}-${index}@example.com`;
    const sentAt = performance.now();
    started.push(
      fetch(`${api}/api/newsletter`, signUpRequest(email, visitorAddress(1, index))).then(
        (answer) => ({ email, phase: phase.name, status: answer.status, ms: performance.now() - sentAt }),
        () => ({ email, phase: phase.name, status: 0, ms: performance.now() - sentAt }),
      ),
    );
    // Paced, not waiting for answers: sign-ups arrive as people send them.
    await new Promise((resolve) => setTimeout(resolve, SIGNUP_EVERY_MS));
  }
  return started;
}

/** A TCP proxy on a free port to 127.0.0.1:`targetPort`; down() refuses new connections and drops open ones, up() listens again. */
async function smtpProxy(targetPort) {
  const port = await freePort();
  const open = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const up = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const down = () =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  await up();
  return { port, up, down };
}
