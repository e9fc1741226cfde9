// Mail instances gate (issue 27), against the production build of the API: two API instances on one
// database share an outbox of 1 000 mails, queued through the API's own outbox while no worker ran.
// Targets: 0 duplicates and 0 lost (Mailpit's recipients against the outbox's statuses), and the
// shared MAIL_RATE_PER_MINUTE held over both. Both make their first start on the database together.
// Usage: npm run bench:mail-instances
import {
  listMail,
  MINUTE_MS,
  mostInWindow,
  outboxStatuses,
  queueThroughOutbox,
  runBench,
  seconds,
  tally,
  waitForDrain,
} from './mail-bench-support.mjs';

const MAILS = 1_000;
const RATE_PER_MINUTE = 600;
const DRAIN_WAIT_MS = 4 * MINUTE_MS;

await runBench('Mail instances', async (bench) => {
  const { uri, db } = await bench.startDb();
  const mailpit = await bench.startMailpit();
  const stamp = Date.now();
  const recipients = Array.from({ length: MAILS }, (_, index) => `instances-${stamp}-${index}@example.com`);
  await queueThroughOutbox(uri, recipients);
  console.log(`${MAILS} mails queued with no worker running: outbox ${JSON.stringify(await outboxStatuses(db))}`);

  const startedAt = Date.now();
  const settings = { dbUri: uri, smtpUrl: mailpit.smtpUrl, ratePerMinute: RATE_PER_MINUTE };
  await Promise.all([bench.startMailApi(settings), bench.startMailApi(settings)]);
  console.log(`two API instances started on that database, MAIL_RATE_PER_MINUTE=${RATE_PER_MINUTE} each (a limit they share)`);
  const drained = await waitForDrain(db, mailpit, MAILS, DRAIN_WAIT_MS);

  const mails = await listMail(mailpit);
  const counts = tally(mails, recipients);
  const statuses = await outboxStatuses(db);
  const received = mails.map((mail) => mail.receivedAt);
  const byWorker = await sendersOf(db);
  console.log(`\n${drained ? 'drained' : 'NOT drained'} ${seconds(Math.max(...received) - startedAt)} after the instances started`);
  console.log(`Mailpit: ${mails.length} messages; delivered ${counts.delivered}, extra copies ${counts.extra}, lost ${counts.missing}`);
  console.log(`outbox: ${JSON.stringify(statuses)}`);
  console.log(`mails sent by each worker (their claims): ${byWorker.join(', ')}`);
  console.log(`most in any 60 s: ${mostInWindow(received)} (limit ${RATE_PER_MINUTE})\n`);

  bench.check('0 duplicates', counts.extra === 0 && counts.unexpected === 0, `${counts.extra} extra copies`);
  bench.check(
    '0 lost: every recipient in Mailpit, every outbox mail sent',
    counts.missing === 0 && statuses.sent === MAILS && Object.keys(statuses).length === 1,
    `${counts.missing} never received`,
  );
  bench.check('both instances sent', byWorker.length === 2 && byWorker.every((count) => count > 0));
  bench.check(`no 60 s window over the shared limit (${RATE_PER_MINUTE})`, mostInWindow(received) <= RATE_PER_MINUTE);
});

/** How many sent mails each worker claimed the sending attempt of (a claim is `${mailId}:${attempt}`, kept once used). */
async function sendersOf(db) {
  const sent = await db
    .collection('mail_outbox')
    .find({ status: 'sent' }, { projection: { attempts: 1 } })
    .toArray();
  const sendingClaims = new Set(sent.map((mail) => `${String(mail._id)}:${mail.attempts - 1}`));
  const counts = new Map();
  for (const claim of await db
    .collection('mail_claims')
    .find({}, { projection: { worker: 1 } })
    .toArray()) {
    if (sendingClaims.has(claim._id)) counts.set(claim.worker, (counts.get(claim.worker) ?? 0) + 1);
  }
  return [...counts.values()];
}
