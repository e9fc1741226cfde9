// Invitations gate (issue 28), against the production build of the API: 10 000 people wait (stored
// confirmed), and the administrator invites the next 10 000 through one of two API instances on one
// database. Targets: the batch is queued in under 5 s (the request's answer); its mail drains at
// MAIL_RATE_PER_MINUTE over both instances with 0 duplicates and 0 lost (Mailpit's recipients
// against the people invited). INVITES and RATE_PER_MINUTE change the size and the rate.
// Usage: npm run bench:waitlist-invite
import { ObjectId } from 'mongodb';
import {
  adminHeader,
  listMail,
  MINUTE_MS,
  mostInWindow,
  outboxStatuses,
  runBench,
  seconds,
  tally,
  waitForDrain,
} from './mail-bench-support.mjs';

const INVITES = Number(process.env.INVITES ?? 10_000);
const RATE_PER_MINUTE = Number(process.env.RATE_PER_MINUTE ?? 1_200);
const QUEUED_WITHIN_MS = 5_000;
/** The drain may take a quarter longer than the rate alone allows (the first window starts late, the last ends early). */
const DRAIN_SLACK = 1.25;

await runBench('Wait list invitations', async (bench) => {
  const { uri, db } = await bench.startDb('invite-db');
  const mailpit = await bench.startMailpit();
  const stamp = Date.now();
  const people = Array.from({ length: INVITES }, (_, index) => ({
    _id: new ObjectId(),
    email: `invitee-${stamp}-${index}@example.com`,
    fullName: `Invitee ${index}`,
    status: 'confirmed',
    confirmedAt: new Date(stamp - (INVITES - index) * 1000),
    createdAt: new Date(stamp - INVITES * 1000),
  }));
  for (let start = 0; start < people.length; start += 1_000)
    await db.collection('waitlist_entries').insertMany(people.slice(start, start + 1_000));
  console.log(`${INVITES} people waiting, stored confirmed`);

  const settings = { dbUri: uri, smtpUrl: mailpit.smtpUrl, ratePerMinute: RATE_PER_MINUTE };
  const [first] = await Promise.all([bench.startMailApi(settings), bench.startMailApi(settings)]);
  console.log(`two API instances on that database, MAIL_RATE_PER_MINUTE=${RATE_PER_MINUTE} (a limit they share)`);

  const auth = await adminHeader(first.url);
  const askedAt = Date.now();
  const answer = await fetch(`${first.url}/api/admin/waitlist/invitations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: JSON.stringify({ next: INVITES }),
  });
  const queuedMs = Date.now() - askedAt;
  const batch = await answer.json();
  console.log(`POST /api/admin/waitlist/invitations { next: ${INVITES} }: ${answer.status} in ${seconds(queuedMs)}, ${batch.size} invited`);

  const expectedMs = (INVITES / RATE_PER_MINUTE) * MINUTE_MS;
  const drained = await waitForDrain(db, mailpit, INVITES, expectedMs * DRAIN_SLACK + MINUTE_MS);
  const mails = await listMail(mailpit);
  const received = mails.map((mail) => mail.receivedAt);
  const drainMs = Math.max(...received) - askedAt;
  const counts = tally(
    mails,
    people.map(({ email }) => email),
  );
  const statuses = await outboxStatuses(db);
  console.log(`\n${drained ? 'drained' : 'NOT drained'} ${seconds(drainMs)} after the request (the rate alone: ${seconds(expectedMs)})`);
  console.log(`Mailpit: ${mails.length} messages; delivered ${counts.delivered}, extra copies ${counts.extra}, lost ${counts.missing}`);
  console.log(`outbox: ${JSON.stringify(statuses)}; most in any 60 s: ${mostInWindow(received)}\n`);

  bench.check(
    `queued in under ${seconds(QUEUED_WITHIN_MS)}`,
    answer.status === 201 && batch.size === INVITES && queuedMs < QUEUED_WITHIN_MS,
    seconds(queuedMs),
  );
  bench.check('0 duplicates', counts.extra === 0 && counts.unexpected === 0, `${counts.extra} extra copies`);
  bench.check('0 lost', counts.missing === 0 && statuses.sent === INVITES, `${counts.missing} never received`);
  bench.check(
    `drained at the mail rate (within ${DRAIN_SLACK}× of ${seconds(expectedMs)}, never over ${RATE_PER_MINUTE} in 60 s)`,
    drained && drainMs <= expectedMs * DRAIN_SLACK + MINUTE_MS && mostInWindow(received) <= RATE_PER_MINUTE,
    seconds(drainMs),
  );
});
