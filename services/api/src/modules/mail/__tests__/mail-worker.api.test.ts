import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { freePort, waitUntil } from '../../../test-support/api-process';
import { mailsTo, mailTo, recipientsOfSubject } from '../../../test-support/mailpit';
import { letter } from '../../../test-support/mail-content';
import { match } from '../../../test-support/matchers';
import { setLogLevel } from '../../../lib/logger';
import { testConfig } from '../../../test-support/test-app';
import { enqueueCampaign, enqueueMail } from '../mail-outbox';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../mail-worker';
import { MailClaim, OutboxMail, QueuedMail, SendSlot } from '../outbox-mail.model';
import { startSmtpStub, type SmtpStub } from './smtp-stub';

const smtpUrl = process.env.TEST_SMTP_URL!;
const config = testConfig({ MAIL_RATE_PER_MINUTE: '1000' });
setLogLevel(config.logLevel);
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
const mailTo$ = (to: string, subject = 'Hello') => ({ to, content: letter(subject) });

const workers: MailWorker[] = [];
const stubs: SmtpStub[] = [];
const start = (options: Partial<MailWorkerOptions> = {}) => {
  const worker = startMailWorker({ config, smtpUrl, pollMs: 50, ...options });
  workers.push(worker);
  return worker;
};
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all(stubs.splice(0).map((stub) => stub.close()));
});

const stored = async (to: string) => (await OutboxMail.findOne({ to }).lean())!;
/** Mailpit has the message within `withinMs` (it may list one a moment after accepting it), and only one. */
async function deliveredOnce(to: string, withinMs = 5_000): Promise<void> {
  await waitUntil(async () => (await mailsTo(to)).length > 0, withinMs);
  expect(await mailsTo(to)).toHaveLength(1);
}

// Several of these wait for back-off, leases and rate windows: longer than Jest's default 5 s.
jest.setTimeout(30_000);

describe('the mail worker', () => {
  it('delivers a queued mail once, with a Message-ID made from its outbox id', async () => {
    const to = address('once');
    expect(await enqueueMail(mailTo$(to, 'Once'))).toBe(true);
    start();
    const mail = await mailTo(to);
    expect(mail.subject).toBe('Once');
    await waitUntil(async () => (await stored(to)).status === 'sent', 5_000);
    const { _id, attempts, sentAt } = await stored(to);
    expect({ attempts, sent: sentAt instanceof Date }).toEqual({ attempts: 1, sent: true });
    expect(mail.headers['Message-Id']?.[0] ?? mail.headers['Message-ID']?.[0]).toContain(String(_id));
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('queues a message once per key', async () => {
    const to = address('keyed');
    expect(await enqueueMail({ ...mailTo$(to), key: `k-${to}` })).toBe(true);
    expect(await enqueueMail({ ...mailTo$(to), key: `k-${to}` })).toBe(false);
    expect(await OutboxMail.countDocuments({ to })).toBe(1);
  });

  it('queues a message once per key when the same keys are queued many at once (written together)', async () => {
    const recipients = Array.from({ length: 10 }, (_, index) => address(`together-${index}`));
    const queued = await Promise.all([...recipients, ...recipients].map((to) => enqueueMail({ ...mailTo$(to), key: `k-${to}` })));
    recipients.forEach((_to, index) => expect([queued[index], queued[index + 10]].filter(Boolean)).toHaveLength(1));
    for (const to of recipients) expect(await OutboxMail.countDocuments({ to })).toBe(1);
  });

  it('retries a 4xx answer with back-off, then gives up after the last attempt and keeps the reason', async () => {
    const stub = await startSmtpStub('451 4.3.0 Try again later');
    stubs.push(stub);
    const to = address('busy');
    await enqueueMail(mailTo$(to));
    start({ smtpUrl: stub.url, maxAttempts: 3, retryBaseMs: 200 });
    await waitUntil(async () => (await stored(to)).status === 'failed', 10_000);
    const mail = await stored(to);
    expect(mail.attempts).toBe(3);
    expect(mail.lastError).toMatch(/^Gave up after 3 attempts: .*451 4\.3\.0 Try again later/);
    expect(stub.attempts).toHaveLength(3);
    // Back-off: 200 ms, then 400 ms, each ±20 %.
    const [first, second, third] = stub.attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(160);
    expect(third - second).toBeGreaterThanOrEqual(320);
  });

  it('gives up at once on a permanent (5xx) answer', async () => {
    const stub = await startSmtpStub('550 5.7.1 Relaying denied');
    stubs.push(stub);
    const to = address('refused');
    await enqueueMail(mailTo$(to));
    start({ smtpUrl: stub.url, retryBaseMs: 50 });
    await waitUntil(async () => (await stored(to)).status === 'failed', 5_000);
    expect(await stored(to)).toMatchObject({ attempts: 1, lastError: match.stringContaining('550 5.7.1 Relaying denied') });
  });

  it('fails a mail whose template cannot render it, at once, without offering it to SMTP', async () => {
    const stub = await startSmtpStub('250 ok');
    stubs.push(stub);
    const to = address('unrenderable');
    await enqueueMail(mailTo$(to));
    // What a template renamed under a queued mail leaves: a name the catalog no longer has.
    await OutboxMail.collection.updateOne({ to }, { $set: { template: 'retired' } });
    start({ smtpUrl: stub.url });
    await waitUntil(async () => (await stored(to)).status === 'failed', 5_000);
    expect(await stored(to)).toMatchObject({
      attempts: 0,
      lastError: match.stringMatching(/^Not rendered: no template is named "retired"/),
    });
    expect(stub.attempts).toHaveLength(0);
  });

  it('retries a refused connection, and sends once the server is back', async () => {
    const down = `smtp://127.0.0.1:${await freePort()}`;
    const to = address('down');
    await enqueueMail(mailTo$(to, 'After the outage'));
    const outage = start({ smtpUrl: down, retryBaseMs: 300 });
    await waitUntil(async () => (await stored(to)).attempts >= 1, 5_000);
    expect(await stored(to)).toMatchObject({ status: 'queued', lastError: match.stringMatching(/ECONNREFUSED/) });
    await outage.stop();
    start();
    expect((await mailTo(to)).subject).toBe('After the outage');
    await waitUntil(async () => (await stored(to)).status === 'sent', 5_000);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('delivers each of 200 mails exactly once with two workers on one database', async () => {
    const run = randomUUID();
    const recipients = Array.from({ length: 200 }, (_, index) => address(`pair-${index}`));
    for (const to of recipients) await enqueueMail(mailTo$(to, `Pair ${run}`));
    start();
    start();
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) === 200, 60_000);
    const rows = await OutboxMail.find({}, { attempts: 1, status: 1 }).lean();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const claims = await MailClaim.find({}, { worker: 1 }).lean();
    expect(claims).toHaveLength(200);
    // Both took part.
    expect(new Set(claims.map((claim) => claim.worker)).size).toBe(2);
    // What Mailpit received: one message per recipient.
    const received = () => recipientsOfSubject(`Pair ${run}`);
    await waitUntil(async () => (await received()).length >= 200, 10_000);
    expect(await received()).toEqual([...recipients].sort());
  }, 90_000);

  it('keeps to the rate across workers: no window holds more than MAIL_RATE_PER_MINUTE', async () => {
    const limited = testConfig({ MAIL_RATE_PER_MINUTE: '5' });
    const windowMs = 1_500;
    const recipients = Array.from({ length: 12 }, (_, index) => address(`rate-${index}`));
    for (const to of recipients) await enqueueMail(mailTo$(to));
    const started = Date.now();
    start({ config: limited, rateWindowMs: windowMs });
    start({ config: limited, rateWindowMs: windowMs });
    // Every slot taken, read as the run goes: the workers forget the slots of windows before the last two.
    const slots = new Map<string, number>();
    await waitUntil(async () => {
      for (const slot of await SendSlot.find().lean()) slots.set(String(slot._id), slot.at.getTime());
      return (await OutboxMail.countDocuments({ status: 'sent' })) === 12;
    }, 20_000);
    const taken = [...slots.values()].sort((a, b) => a - b);
    expect(taken).toHaveLength(12);
    for (let index = 5; index < taken.length; index += 1) expect(taken[index]! - taken[index - 5]!).toBeGreaterThanOrEqual(windowMs);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * windowMs);
  });

  it('sends a mail whose worker died mid-attempt once its lease is over, exactly once', async () => {
    const to = address('crash');
    await enqueueMail(mailTo$(to, 'After the crash'));
    const { _id } = await stored(to);
    // What a worker killed during attempt 0 leaves: its claim, the message still queued.
    const leaseEnds = Date.now() + 1_000;
    await MailClaim.create({ _id: `${String(_id)}:0`, mailId: _id, worker: 'dead', leaseUntil: new Date(leaseEnds) });
    start({ leaseMs: 10_000 });
    const mail = await mailTo(to);
    expect(Date.parse(mail.date)).toBeGreaterThanOrEqual(Math.floor(leaseEnds / 1000) * 1000);
    await waitUntil(async () => (await stored(to)).status === 'sent', 5_000);
    expect((await stored(to)).attempts).toBe(2);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('gives its claims back when stopped (SIGTERM), and the next worker sends them at once', async () => {
    // One message a minute: the second waits for a slot, holding its claim, when the worker stops.
    const slow = testConfig({ MAIL_RATE_PER_MINUTE: '1' });
    const [first, second] = [address('term-1'), address('term-2')];
    await enqueueMail(mailTo$(first));
    await enqueueMail(mailTo$(second));
    const stopping = start({ config: slow, rateWindowMs: 600_000 });
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) === 1, 5_000);
    await waitUntil(async () => (await MailClaim.countDocuments()) === 2, 5_000);
    await stopping.stop();
    expect(await MailClaim.countDocuments()).toBe(1);
    const waiting = (await OutboxMail.findOne({ status: 'queued' }).lean())!;
    expect(waiting.attempts).toBe(0);

    start();
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) === 2, 5_000);
    expect((await OutboxMail.findById(waiting._id).lean())!.attempts).toBe(1);
    for (const to of [first, second]) await deliveredOnce(to);
  });
});

describe('bulk sends', () => {
  it('sends other mail before the messages of a bulk send, however long it is', async () => {
    const bulk = Array.from({ length: 30 }, () => ({ ...mailTo$(address('reader'), 'Letter'), key: randomUUID() }));
    await enqueueCampaign('campaign-1', bulk);
    const reset = address('reset');
    await enqueueMail(mailTo$(reset, 'Reset'));
    // One message every 150 ms: the order they leave in is the order they were taken.
    start({ config: testConfig({ MAIL_RATE_PER_MINUTE: '1' }), rateWindowMs: 150 });
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) >= 3, 10_000);
    const sent = await OutboxMail.find({ status: 'sent' }).sort({ sentAt: 1 }).lean();
    expect(sent[0]!.to).toBe(reset);
    expect(sent.slice(1).every(({ campaign }) => campaign === 'campaign-1')).toBe(true);
  });
});

describe('the queue of waiting mail', () => {
  it('holds a message only while it waits: a sent message leaves it, one tried again later moves in it', async () => {
    const stub = await startSmtpStub('451 4.3.0 Try again later');
    stubs.push(stub);
    const [later, now] = [address('later'), address('now')];
    await enqueueMail(mailTo$(later));
    const { _id } = await stored(later);
    expect(await QueuedMail.findById(_id).lean()).toMatchObject({ campaign: null });
    const refused = start({ smtpUrl: stub.url, retryBaseMs: 60_000 });
    await waitUntil(async () => (await stored(later)).attempts === 1, 5_000);
    const { nextAttemptAt } = await stored(later);
    await waitUntil(async () => (await QueuedMail.findById(_id).lean())?.dueAt.getTime() === nextAttemptAt.getTime(), 5_000);
    await refused.stop();

    await enqueueMail(mailTo$(now));
    const sent = await stored(now);
    start();
    await deliveredOnce(now);
    await waitUntil(async () => (await QueuedMail.findById(sent._id).lean()) === null, 5_000);
  });

  it('sends a queued message that has no entry (queued before the queue existed) once the hourly pass gives it one', async () => {
    const to = address('stray');
    await enqueueMail(mailTo$(to, 'Stray'));
    const { _id } = await stored(to);
    await QueuedMail.deleteOne({ _id });
    // A worker's first housekeeping is at its start.
    start();
    await deliveredOnce(to);
  });

  it('drops an entry whose message is gone (an erased address) once it is old, and sends the rest', async () => {
    const [erased, kept] = [address('erased'), address('kept')];
    await enqueueMail(mailTo$(erased));
    await enqueueMail(mailTo$(kept));
    const gone = await stored(erased);
    await OutboxMail.deleteOne({ _id: gone._id });
    const young = new Types.ObjectId();
    const old = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 120);
    await QueuedMail.insertMany([young, old].map((_id) => ({ _id, dueAt: new Date() })));
    start();
    await deliveredOnce(kept);
    await waitUntil(async () => (await QueuedMail.findById(old).lean()) === null, 5_000);
    // A message is written after its entry: a young entry's may be on its way, and is looked at again a little later.
    expect((await QueuedMail.findById(young).lean())!.dueAt.getTime()).toBeGreaterThan(Date.now());
    await QueuedMail.deleteOne({ _id: young });
  });

  it('does not let entries whose messages are not written yet hold back the mail behind them', async () => {
    const waiting = Array.from({ length: 300 }, () => ({ _id: new Types.ObjectId(), dueAt: new Date() }));
    await QueuedMail.insertMany(waiting);
    const to = address('behind');
    await enqueueCampaign(`campaign-${to}`, [{ ...mailTo$(to, 'Behind'), key: randomUUID() }]);
    start();
    // After one pass over the 300 (a claim, a read and a move each): on a loaded CI machine that took over 5 s.
    await deliveredOnce(to, 20_000);
  });
});
