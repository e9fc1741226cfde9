// Mail crash gate (issue 27), against the production build of the API: `kill -9` of the API while it
// sends an outbox of 200 mails (queued through the API's own outbox before it started), then a
// restart. Target: all 200 delivered, once. A claim the killed worker held stays leased for
// LEASE_MS (5 min) before another worker takes that message up, so the run waits that long.
// An SMTP send that completed just as the process died is handed over again after the lease, with
// the same Message-ID (the recipient's mail system folds the two): the honest limit of
// at-least-once delivery; such repeats are counted and reported, not hidden. A second letter (another
// Message-ID) to anyone is a duplicate, and fails the gate.
// Usage: npm run bench:mail-crash
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import {
  listMail,
  mailpitTotal,
  MINUTE_MS,
  outboxStatuses,
  queueThroughOutbox,
  reportRepeats,
  runBench,
  seconds,
  tally,
  waitForDrain,
  waitUntil,
} from './mail-bench-support.mjs';

const MAILS = 200;
const KILL_AFTER = 60;
const RATE_PER_MINUTE = 600;
const { LEASE_MS } = await import(path.join(ROOT, 'services/api/dist/modules/mail/mail-worker.js'));
const DRAIN_WAIT_MS = LEASE_MS + MINUTE_MS;
// Mailpit has stored what it will of the killed process's sends once its count stays put this long.
const SETTLED_MS = 1_000;

await runBench('Mail crash', async (bench) => {
  const { uri, db } = await bench.startDb();
  const mailpit = await bench.startMailpit();
  const stamp = Date.now();
  const recipients = Array.from({ length: MAILS }, (_, index) => `crash-${stamp}-${index}@example.com`);
  await queueThroughOutbox(uri, recipients);
  const settings = { dbUri: uri, smtpUrl: mailpit.smtpUrl, ratePerMinute: RATE_PER_MINUTE };

  const first = await bench.startMailApi(settings);
  await waitUntil(async () => (await mailpitTotal(mailpit)) >= KILL_AFTER, MINUTE_MS);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const beforeKill = await settledTotal(mailpit);
  const held = await db
    .collection('mail_claims')
    .find({ leaseUntil: { $gt: new Date() } })
    .toArray();
  const heldUnsent = await db
    .collection('mail_outbox')
    .countDocuments({ _id: { $in: held.map((claim) => claim.mailId) }, status: 'queued' });
  console.log(`kill -9 after ${beforeKill} of ${MAILS} mails were received; outbox then: ${JSON.stringify(await outboxStatuses(db))}`);
  console.log(`claims the killed worker held (leased for ${seconds(LEASE_MS)}): ${heldUnsent} on queued mail`);

  const restartedAt = Date.now();
  await bench.startMailApi(settings);
  const freeOnes = MAILS - heldUnsent;
  await waitUntil(async () => (await mailpitTotal(mailpit)) >= freeOnes, DRAIN_WAIT_MS);
  const freeDoneMs = Date.now() - restartedAt;
  const drained = await waitForDrain(db, mailpit, MAILS, DRAIN_WAIT_MS);
  // A repeat of a send the killed worker completed lands after its lease: the drain covers that too.
  const mails = await listMail(mailpit);
  const counts = tally(mails, recipients);
  const afterRestart = mails.filter((mail) => mail.receivedAt >= restartedAt).length;
  const statuses = await outboxStatuses(db);
  console.log(
    `restarted: ${freeOnes} received within ${seconds(freeDoneMs)}, everything ${drained ? 'drained' : 'NOT drained'} within ${seconds(Date.now() - restartedAt)}`,
  );
  console.log(
    `delivered before the kill ${beforeKill}, after the restart ${afterRestart}; recipients served ${counts.delivered} of ${MAILS}, duplicates ${counts.duplicates}, lost ${counts.missing}`,
  );
  console.log(`outbox: ${JSON.stringify(statuses)}\n`);
  reportRepeats(counts);
  bench.check(`all ${MAILS} delivered after the restart`, counts.missing === 0 && statuses.sent === MAILS, `${counts.missing} lost`);
  bench.check('delivered once', counts.duplicates === 0 && counts.unexpected === 0, `${counts.duplicates} duplicates`);
});

/** Mailpit's count once it has not changed for SETTLED_MS. */
async function settledTotal(mailpit) {
  let last = await mailpitTotal(mailpit);
  let since = Date.now();
  await waitUntil(async () => {
    const now = await mailpitTotal(mailpit);
    if (now !== last) [last, since] = [now, Date.now()];
    return Date.now() - since >= SETTLED_MS;
  }, MINUTE_MS);
  return last;
}
