// Mail burst gate (issue 27), against the production build of the API: 1 000 newsletter sign-ups in
// a burst. Targets: the form's p99 within 10 % of the same burst with MAIL_DISABLED (the mail is
// queued, never sent by the request); every confirmation delivered exactly once, at no more than
// MAIL_RATE_PER_MINUTE in any minute, drained within 2 minutes.
// Each run is a fresh database and API (and Mailpit), warmed up, then one burst. Four runs: mail
// off, on, on, off (the order cancels a drift of the shared machine); the medians are compared.
// The second mail-on run is left to drain and its mail counted; the first is stopped after its burst.
// Usage: npm run bench:mail-burst
import autocannon from 'autocannon';
import {
  listMail,
  MINUTE_MS,
  mostInWindow,
  outboxStatuses,
  runBench,
  seconds,
  signUpRequest,
  tally,
  visitorAddress,
  waitForDrain,
} from './mail-bench-support.mjs';

const SIGNUPS = 1_000;
const WARM_UP = 50;
// Sign-ups in flight at once: a closed loop, the same for every run.
const CONNECTIONS = 20;
// Generous: a slow answer is measured, not cut off.
const REQUEST_TIMEOUT_S = 60;
const RATE_PER_MINUTE = 600;
const P99_MARGIN = 0.1;
const DRAIN_LIMIT_MS = 2 * MINUTE_MS;
const DRAIN_WAIT_MS = 4 * MINUTE_MS;
const RUNS = [{ mail: false }, { mail: true }, { mail: true, drain: true }, { mail: false }];

await runBench('Mail burst', async (bench) => {
  console.log(
    `${SIGNUPS} POST /api/newsletter with distinct addresses and visitors, ${CONNECTIONS} in flight (autocannon), after ${WARM_UP} unmeasured; MAIL_RATE_PER_MINUTE=${RATE_PER_MINUTE}\n`,
  );
  console.log('run                 req/s   p50 ms   p99 ms   max ms   stored');
  const p99s = { on: [], off: [] };
  for (const [index, run] of RUNS.entries()) {
    const { uri, db } = await bench.startDb();
    const mailpit = run.mail ? await bench.startMailpit() : undefined;
    const api = await bench.startMailApi({ dbUri: uri, smtpUrl: mailpit?.smtpUrl, ratePerMinute: RATE_PER_MINUTE, disabled: !run.mail });
    const warmUp = addresses(`warm-${index}`, WARM_UP);
    const burst = addresses(`burst-${index}`, SIGNUPS);
    await signUpBurst(api.url, warmUp, 1);
    const startedAt = Date.now();
    const result = await signUpBurst(api.url, burst, 2);
    const stored = await db.collection('newsletter_subscribers').countDocuments({ email: { $in: burst } });
    const label = `mail ${run.mail ? 'on' : 'off'} (run ${index + 1})`;
    console.log(
      `${label.padEnd(18)} ${result.rps.toFixed(0).padStart(6)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.max).padStart(8)} ${String(stored).padStart(8)}`,
    );
    if (result.answered !== SIGNUPS || stored !== SIGNUPS) {
      bench.check(`${label}: every sign-up answered 201 and stored`, false, `${result.answered} answered 201, ${stored} stored`);
    }
    p99s[run.mail ? 'on' : 'off'].push(result.p99);
    if (run.drain) await checkDelivery(bench, { db, mailpit, recipients: [...warmUp, ...burst], burst, startedAt });
    await api.stop();
  }

  const [on, off] = [median(p99s.on), median(p99s.off)];
  console.log('');
  bench.check(
    `p99 with mail within ${P99_MARGIN * 100} % of the burst with MAIL_DISABLED`,
    on <= off * (1 + P99_MARGIN),
    `medians of two runs each: ${on} ms with mail, ${off} ms without, ${(((on - off) / off) * 100).toFixed(0)} %`,
  );
});

/** Counts the drained run's mail in its Mailpit: each recipient once, the rate held, the burst's mail out within DRAIN_LIMIT_MS. */
async function checkDelivery(bench, { db, mailpit, recipients, burst, startedAt }) {
  await waitForDrain(db, mailpit, recipients.length, DRAIN_WAIT_MS);
  const mails = await listMail(mailpit);
  const counts = tally(mails, recipients);
  const received = mails.map((mail) => mail.receivedAt);
  const burstSet = new Set(burst);
  const burstTimes = mails.filter((mail) => burstSet.has(mail.to)).map((mail) => mail.receivedAt);
  const lastOfBurst = Math.max(...burstTimes);
  const perMinute = [];
  for (const time of burstTimes) {
    const minute = Math.floor((time - startedAt) / MINUTE_MS);
    perMinute[minute] = (perMinute[minute] ?? 0) + 1;
  }
  const slots = await db
    .collection('mail_send_slots')
    .find({}, { projection: { at: 1 } })
    .toArray();
  const drainMs = lastOfBurst - startedAt;
  console.log(`\nDelivery (run 3): ${recipients.length} confirmations queued (${WARM_UP} of the warm-up, ${SIGNUPS} of the burst)`);
  console.log(
    `  delivered ${counts.delivered}, extra copies ${counts.extra}, missing ${counts.missing}, to anyone else ${counts.unexpected}`,
  );
  console.log(`  outbox: ${JSON.stringify(await outboxStatuses(db))}`);
  console.log(
    `  the burst's mail out ${seconds(drainMs)} after the burst began, ${((SIGNUPS / drainMs) * MINUTE_MS).toFixed(0)} a minute on average`,
  );
  console.log(`  the burst's mail received in its 1st, 2nd… minute: ${Array.from(perMinute, (count) => count ?? 0).join(', ')}`);
  console.log(
    `  most in any 60 s: ${mostInWindow(received)} received by Mailpit, ${mostInWindow(slots.map((slot) => slot.at.getTime()))} send slots taken (limit ${RATE_PER_MINUTE})`,
  );
  bench.check(
    'every confirmation delivered exactly once',
    counts.delivered === recipients.length && counts.extra === 0 && counts.unexpected === 0,
  );
  bench.check(`no 60 s window over MAIL_RATE_PER_MINUTE (${RATE_PER_MINUTE})`, mostInWindow(received) <= RATE_PER_MINUTE);
  bench.check(`the burst's ${SIGNUPS} mails drained within ${seconds(DRAIN_LIMIT_MS)}`, drainMs <= DRAIN_LIMIT_MS, seconds(drainMs));
}

/** Sends one sign-up per address, CONNECTIONS at a time, each from a visitor of its own (group 1–255). */
async function signUpBurst(api, emails, group) {
  let next = 0;
  const result = await autocannon({
    url: `${api}/api/newsletter`,
    connections: CONNECTIONS,
    amount: emails.length,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        setupRequest: (request) => {
          const index = next++;
          const { method, headers, body } = signUpRequest(emails[index], visitorAddress(group, index));
          return { ...request, method, headers: { ...request.headers, ...headers }, body };
        },
      },
    ],
  });
  const { p50, p99, max } = result.latency;
  return { answered: result['2xx'], rps: result.requests.average, p50, p99, max };
}

function addresses(label, count) {
  const stamp = Date.now();
  return Array.from({ length: count }, (_, index) => `${label}-${stamp}-${index}@example.com`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}
