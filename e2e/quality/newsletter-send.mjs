// Newsletter gate (issue 28), against the production build of the API: 10 000 confirmed subscribers
// (stored directly), a published post sent as the newsletter, the API killed (`kill -9`) when about
// a third has gone out, and a new API on the same database. Targets: every subscriber gets the
// letter once (0 lost, 0 duplicates: no second letter; a letter the killed process handed to SMTP
// just before the outbox could record it goes again with its Message-ID, reported as a repeat);
// GET /api/posts keeps at least 80 % of its throughput while the letters go out (autocannon, 50
// connections, 10 s after 3 s of warm-up, the median of three such windows before the send and
// three during it; the load generator on core 0, the API, its database and Mailpit on the other, as
// in the API load gate). A letter the killed worker had claimed waits out its lease (5 min) before
// the new API sends it.
// SUBSCRIBERS and RATE_PER_MINUTE change the size and the rate.
// Usage: npm run bench:newsletter-send
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import {
  adminHeader,
  listMail,
  mailpitTotal,
  MINUTE_MS,
  outboxStatuses,
  reportRepeats,
  runBench,
  seconds,
  tally,
  waitForDrain,
  waitUntil,
} from './mail-bench-support.mjs';
import { measure, pinCores, startServersOnTheirCores } from './load-support.mjs';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 10_000);
const RATE_PER_MINUTE = Number(process.env.RATE_PER_MINUTE ?? 3_000);
const KILL_AFTER = Math.round(SUBSCRIBERS / 3);
const KEPT_THROUGHPUT = 0.8;
const { LEASE_MS } = await import(path.join(ROOT, 'services/api/dist/modules/mail/mail-worker.js'));

startServersOnTheirCores();
await runBench('Newsletter send', async (bench) => {
  const { uri, db } = await bench.startDb('newsletter-db');
  const mailpit = await bench.startMailpit();
  const stamp = Date.now();
  const recipients = Array.from({ length: SUBSCRIBERS }, (_, index) => `reader-${stamp}-${index}@example.com`);
  const confirmedAt = new Date(stamp - MINUTE_MS);
  for (let start = 0; start < SUBSCRIBERS; start += 1_000) {
    await db.collection('newsletter_subscribers').insertMany(
      recipients.slice(start, start + 1_000).map((email) => ({
        _id: new ObjectId(),
        email,
        status: 'confirmed',
        confirmedAt,
        createdAt: confirmedAt,
        updatedAt: confirmedAt,
      })),
    );
  }
  console.log(`${SUBSCRIBERS} confirmed subscribers stored`);

  const settings = { dbUri: uri, smtpUrl: mailpit.smtpUrl, ratePerMinute: RATE_PER_MINUTE };
  const first = await bench.startMailApi(settings);
  const headers = { 'Content-Type': 'application/json', Authorization: await adminHeader(first.url) };
  const created = await fetch(`${first.url}/api/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: `Letter ${stamp}`, content: '<h2>Start</h2><p>What we learned.</p>', published: true }),
  });
  const post = await created.json();
  if (created.status !== 201) throw new Error(`creating the post: ${created.status} ${JSON.stringify(post)}`);

  const pinning = pinCores([]);
  const before = await medianOf3('before the send', `${first.url}/api/posts`);
  const askedAt = Date.now();
  const sent = await fetch(`${first.url}/api/admin/posts/${post.id}/newsletter`, { method: 'POST', headers, body: '{}' });
  const send = await sent.json();
  console.log(`POST …/newsletter: ${sent.status} in ${seconds(Date.now() - askedAt)}, ${send.recipients} letters queued`);
  const during = await medianOf3('during the send', `${first.url}/api/posts`);
  console.log(
    `GET /api/posts (${pinning}): ${before.rps.toFixed(0)} req/s (p99 ${before.p99} ms) before the send, ${during.rps.toFixed(0)} req/s (p99 ${during.p99} ms) during it`,
  );

  await waitUntil(async () => (await mailpitTotal(mailpit)) >= KILL_AFTER, 10 * MINUTE_MS);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const killedAt = Date.now();
  console.log(
    `kill -9 after ${await mailpitTotal(mailpit)} letters were received; outbox then: ${JSON.stringify(await outboxStatuses(db))}`,
  );

  await bench.startMailApi(settings);
  const expectedMs = ((SUBSCRIBERS - KILL_AFTER) / RATE_PER_MINUTE) * MINUTE_MS;
  // Generous: the servers share one core here, and the killed worker's claims wait out their lease.
  const drained = await waitForDrain(db, mailpit, SUBSCRIBERS, 3 * expectedMs + LEASE_MS + MINUTE_MS);
  const counts = tally(await listMail(mailpit), recipients);
  console.log(
    `restarted: ${drained ? 'drained' : 'NOT drained'} ${seconds(Date.now() - killedAt)} after the kill; recipients served ${counts.delivered} of ${SUBSCRIBERS}, duplicates ${counts.duplicates}, lost ${counts.missing}`,
  );
  console.log(`outbox: ${JSON.stringify(await outboxStatuses(db))}\n`);
  reportRepeats(counts);
  bench.check(`all ${SUBSCRIBERS} subscribers got the letter`, counts.missing === 0, `${counts.missing} lost`);
  bench.check(
    'each once',
    counts.duplicates === 0 && counts.unexpected === 0,
    `${counts.duplicates} duplicates, ${counts.unexpected} to others`,
  );
  bench.check(
    `GET /api/posts kept ≥ ${KEPT_THROUGHPUT * 100} % of its throughput during the send`,
    during.rps >= before.rps * KEPT_THROUGHPUT,
    `${((during.rps / before.rps) * 100).toFixed(0)} %`,
  );
});

/** The median of three measurements (by requests per second): one window on a shared machine varies by several per cent. */
async function medianOf3(label, url) {
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await measure(label, url));
  return runs.sort((a, b) => a.rps - b.rps)[1];
}
