// What the mail benchmarks (mail-*.mjs) share: the API's production build with a database and a
// Mailpit of the benchmark's own on free ports, queueing through the API's built outbox, counting
// what Mailpit received, and one PASS/FAIL line per target. Each benchmark is one runBench(...).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureNpmDependencies, ROOT, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);
const built = (file) => import(path.join(ROOT, 'services/api/dist', file));
const { startEmbeddedDb } = await built('db/embedded-db.js');
const { startMailpit } = await built('mail-server/embedded-mailpit.js');

export const DB_NAME = 'founders';
export const MINUTE_MS = 60_000;
const POLL_MS = 250;
const MAILPIT_PAGE = 500;
// The API's settings shared by every instance of one run (production refuses weak or missing secrets).
const SECRETS = { JWT_SECRET: randomBytes(36).toString('base64url'), ADMIN_PASSWORD: randomBytes(18).toString('base64url') };

/**
 * Runs one benchmark: `body(bench)` starts what it needs through `bench` and records targets with
 * `bench.check`; whatever happens, every server it started is stopped and its files removed. Exits
 * non-zero when a target failed or the run broke.
 */
export async function runBench(title, body) {
  const bench = createBench();
  const interrupted = () => void bench.cleanup().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  console.log(`${title}\n`);
  try {
    await body(bench);
  } catch (error) {
    console.error(error);
    bench.failures.push(`the run broke: ${error.message}`);
  } finally {
    await bench.cleanup();
    process.off('SIGINT', interrupted);
  }
  console.log(bench.failures.length ? `\n${title}: FAILED (${bench.failures.join('; ')})` : `\n${title}: every target met`);
  process.exit(bench.failures.length ? 1 : 0);
}

function createBench() {
  const cleanups = [];
  const failures = [];
  const tempDir = (label) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `fns-${label}-`));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return {
    failures,
    /** Prints a target's PASS/FAIL line; a FAIL fails the run. */
    check(target, ok, detail = '') {
      console.log(`${ok ? 'PASS' : 'FAIL'}  ${target}${detail ? ` (${detail})` : ''}`);
      if (!ok) failures.push(target);
    },
    /** A FerretDB of the benchmark's own (it outlives the APIs it serves), and a client to read it. */
    async startDb(label = 'mail-db') {
      const port = await freePort();
      const server = await startEmbeddedDb({ port, dataDir: tempDir(label) });
      const client = await MongoClient.connect(server.uri);
      cleanups.push(
        () => server.stop(),
        () => client.close(),
      );
      return { uri: server.uri, port, server, db: client.db(DB_NAME) };
    },
    /** The project's Mailpit on free ports, keeping every message (it prunes to 500 unless told otherwise). */
    async startMailpit() {
      process.env.MP_MAX_MESSAGES = '0';
      const mailpit = await startMailpit({ smtpPort: await freePort(), uiPort: await freePort() });
      cleanups.push(() => mailpit.stop());
      return mailpit;
    },
    /** The API's production build on a free port (NODE_ENV=production), sending to `smtpUrl` at `ratePerMinute`, or with MAIL_DISABLED. */
    async startMailApi({ dbUri, smtpUrl, ratePerMinute, disabled = false, env = {} }) {
      const port = await freePort();
      const settings = {
        NODE_ENV: 'production',
        MONGODB_URI: dbUri,
        EMBEDDED_DB_DIR: tempDir('mail-api'),
        SEED_SAMPLE_CONTENT: 'false',
        LOG_LEVEL: 'error',
        PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
        ...SECRETS,
        ...(disabled ? { MAIL_DISABLED: 'true' } : { SMTP_URL: smtpUrl, MAIL_RATE_PER_MINUTE: String(ratePerMinute) }),
        ...env,
      };
      const api = await startApi({ port, env: settings, quiet: true });
      cleanups.push(() => api.stop());
      return { ...api, url: `http://127.0.0.1:${port}` };
    },
    /** Runs `stop` at the end (before what was started earlier). */
    onCleanup(stop) {
      cleanups.push(stop);
    },
    /** Stops everything started, the last first (APIs before the Mailpit and database they use). */
    async cleanup() {
      while (cleanups.length > 0) {
        await cleanups
          .pop()()
          .catch((error) => console.error(`cleanup: ${error.message}`));
      }
    },
  };
}

/**
 * Queues `recipients.length` mails with no API running, through the API's built outbox (its test
 * mail: a real template), on its own mongoose connection; `recipients[i]` gets one mail each.
 */
export async function queueThroughOutbox(dbUri, recipients) {
  const { connectDatabase, disconnectDatabase } = await built('db/mongoose.js');
  const { queueTestMail } = await built('modules/mail/mail-outbox.js');
  await connectDatabase(dbUri, DB_NAME);
  try {
    for (const to of recipients) await queueTestMail({ siteUrl: 'http://127.0.0.1:3000' }, to);
  } finally {
    await disconnectDatabase();
  }
}

/** A bearer header for the run's administrator (every instance of a run shares its ADMIN_PASSWORD and JWT_SECRET). */
export async function adminHeader(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: SECRETS.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status}`);
  return `Bearer ${(await response.json()).token}`;
}

/** A newsletter sign-up as the form sends it (honeypot empty, open 5 s), from the visitor `address` (X-Forwarded-For; the API trusts loopback). */
export function signUpRequest(email, address) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email, website: '', elapsedMs: 5_000 }),
  };
}

/** The i-th visitor of a group (0–255): distinct addresses, as a real burst comes from many people, each under the form limit. */
export const visitorAddress = (group, index) => `10.${group}.${(index >> 8) & 255}.${index & 255}`;

/** Messages Mailpit holds (cheap: one summary). */
export async function mailpitTotal(mailpit) {
  const response = await fetch(`${mailpit.apiUrl}/api/v1/messages?limit=1`);
  return (await response.json()).total;
}

/** Every message Mailpit holds: its recipient, Message-ID (made from the outbox id) and when Mailpit received it (ms). */
export async function listMail(mailpit) {
  const mails = [];
  for (let start = 0; ; start += MAILPIT_PAGE) {
    const response = await fetch(`${mailpit.apiUrl}/api/v1/messages?limit=${MAILPIT_PAGE}&start=${start}`);
    const { messages } = await response.json();
    for (const message of messages) {
      const to = (message.To ?? []).map((address) => address.Address.toLowerCase());
      mails.push({ to: to.join(','), messageId: message.MessageID, receivedAt: Date.parse(message.Created) });
    }
    if (messages.length < MAILPIT_PAGE) return mails;
  }
}

/**
 * Of the mails each of `recipients` should have had once: how many got one, none, and mail to anyone
 * else; `duplicates` are extra letters (another Message-ID: another outbox message), `repeats` the
 * same letter handed over again (same Message-ID: an SMTP hand-over a crash kept the outbox from
 * recording, which the recipient's mail system folds into the first), `extra` both.
 */
export function tally(mails, recipients) {
  const letters = new Map();
  for (const mail of mails) {
    if (!letters.has(mail.to)) letters.set(mail.to, []);
    letters.get(mail.to).push(mail.messageId);
  }
  const wanted = new Set(recipients.map((address) => address.toLowerCase()));
  const counts = { delivered: 0, duplicates: 0, repeats: 0, missing: 0, unexpected: 0 };
  for (const address of wanted) {
    const ids = letters.get(address) ?? [];
    const distinct = new Set(ids).size;
    if (ids.length === 0) counts.missing += 1;
    else counts.delivered += 1;
    counts.duplicates += Math.max(0, distinct - 1);
    counts.repeats += ids.length - distinct;
  }
  for (const [address, ids] of letters) if (!wanted.has(address)) counts.unexpected += ids.length;
  return { ...counts, extra: counts.duplicates + counts.repeats };
}

/** After a `kill -9`: says what a repeat of the same letter is (tally's `repeats`), when there was any. */
export function reportRepeats(counts) {
  if (counts.repeats === 0) return;
  console.log(
    `${counts.repeats} letter(s) handed over again with the same Message-ID: SMTP accepted them in the killed process before the outbox recorded it, so they were sent again after the lease. That is at-least-once delivery's limit; the recipient's mail system folds a repeat into the first.\n`,
  );
}

/** The most of `times` (ms) in any span of `windowMs` (a sliding window, as the API's limit is). */
export function mostInWindow(times, windowMs = MINUTE_MS) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (sorted[last] - sorted[first] >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** The outbox's messages by status ({ queued: 3, sent: 997 }). */
export async function outboxStatuses(db) {
  const counts = {};
  for (const { status } of await db
    .collection('mail_outbox')
    .find({}, { projection: { status: 1 } })
    .toArray()) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** Waits until `condition()` is true (polled); false when `timeoutMs` passed first. */
export async function waitUntil(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Waits until Mailpit holds `expected` messages or more and the outbox has nothing queued; false on
 * time-out. Mailpit is asked first: counting the outbox is a scan of it on FerretDB, which would
 * compete with the worker being measured.
 */
export const waitForDrain = (db, mailpit, expected, timeoutMs) =>
  waitUntil(async () => (await mailpitTotal(mailpit)) >= expected && !(await outboxStatuses(db)).queued, timeoutMs);

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
