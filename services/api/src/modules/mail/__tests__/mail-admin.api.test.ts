import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { OutboxItem, SuppressionItem } from '@fns/contracts';
import { waitUntil } from '../../../test-support/api-process';
import { mailsTo, mailTo } from '../../../test-support/mailpit';
import { letter } from '../../../test-support/mail-content';
import { match } from '../../../test-support/matchers';
import { bodyOf } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { enqueueMail } from '../mail-outbox';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../mail-worker';
import { OutboxMail } from '../outbox-mail.model';
import { suppress, suppressErased, Suppression } from '../suppression.model';
import { startSmtpStub, type SmtpStub } from './smtp-stub';

const { app, config } = testApp();
const off = testApp({ MAIL_DISABLED: 'true' });
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
const MAIL_OFF = { message: 'Mail is turned off (MAIL_DISABLED=true): nothing can be sent.' };
const NOT_FAILED = { message: 'Only a failed message can be retried.' };
const someId = '0123456789abcdef01234567';

let auth: string;
beforeEach(async () => {
  auth = await adminAuthHeader(config);
});
const get = (path: string, on = app) => request(on).get(path).set('Authorization', auth);
const post = (path: string, body: object = {}, on = app) => request(on).post(path).set('Authorization', auth).send(body);

const workers: MailWorker[] = [];
const stubs: SmtpStub[] = [];
const startWorker = (options: Partial<MailWorkerOptions> = {}) => {
  const worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50, ...options });
  workers.push(worker);
  return worker;
};
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all(stubs.splice(0).map((stub) => stub.close()));
});
const stored = async (to: string) => (await OutboxMail.findOne({ to }).lean())!;

/** A message as a worker leaves it: queued, sent, given up on or suppressed. */
async function outboxMail(status: 'queued' | 'sent' | 'failed' | 'suppressed', createdAt: Date, to = address(status)) {
  await enqueueMail({ to, content: letter(`A ${status} one`, 'Secret body'), headers: { 'X-Secret': 'yes' } });
  const finished = { sent: { sentAt: createdAt, attempts: 1 }, failed: { failedAt: createdAt, attempts: 8, lastError: '550 No' } };
  await OutboxMail.collection.updateOne({ to }, { $set: { status, createdAt, ...(finished[status as keyof typeof finished] ?? {}) } });
  return stored(to);
}

// Several tests wait for a worker and Mailpit.
jest.setTimeout(20_000);

describe('the mail admin endpoints', () => {
  it.each([
    ['get', '/api/admin/mail'],
    ['get', '/api/admin/mail/outbox'],
    ['post', `/api/admin/mail/outbox/${someId}/retry`],
    ['get', '/api/admin/mail/suppressions'],
    ['post', '/api/admin/mail/test'],
  ] as const)('%s %s: 401 without a token', async (method, path) => {
    const res = await request(app)[method](path);
    expect([res.status, res.body]).toEqual([401, { message: 'Authentication required.' }]);
  });
});

describe('GET /api/admin/mail', () => {
  it('says whether mail is on, its From address and rate, and counts the outbox by status', async () => {
    const minute = 60_000;
    await outboxMail('queued', new Date());
    await outboxMail('sent', new Date(Date.now() - minute));
    await outboxMail('sent', new Date(Date.now() - 2 * minute));
    await outboxMail('failed', new Date());
    expect((await get('/api/admin/mail')).body).toEqual({
      enabled: true,
      from: 'Founders Never Solo <hello@localhost>',
      ratePerMinute: 60,
      counts: { queued: 1, sent: 2, failed: 1, suppressed: 0 },
    });
    expect(bodyOf<{ enabled: boolean }>(await get('/api/admin/mail', off.app)).enabled).toBe(false);
  });
});

describe('GET /api/admin/mail/outbox', () => {
  it('pages the outbox newest first, filters by status, and never shows bodies or headers', async () => {
    const now = Date.now();
    const failed = await outboxMail('failed', new Date(now - 3_000));
    const sent = await outboxMail('sent', new Date(now - 2_000));
    const queued = await outboxMail('queued', new Date(now - 1_000));

    const all = await get('/api/admin/mail/outbox?pageSize=2');
    expect(all.status).toBe(200);
    const page = bodyOf<{ items: OutboxItem[]; total: number; page: number; pageSize: number }>(all);
    expect({ ...page, items: page.items.map((item) => item.id) }).toEqual({
      items: [String(queued._id), String(sent._id)],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(page.items[0]).toEqual({
      id: String(queued._id),
      to: queued.to,
      subject: 'A queued one',
      list: null,
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: new Date(now - 1_000).toISOString(),
      nextAttemptAt: queued.nextAttemptAt.toISOString(),
      sentAt: null,
      failedAt: null,
    });
    expect(JSON.stringify(all.body)).not.toMatch(/Secret|X-Secret/);

    const failures = bodyOf<{ items: OutboxItem[]; total: number }>(await get('/api/admin/mail/outbox?status=failed'));
    expect(failures.total).toBe(1);
    expect(failures.items[0]).toMatchObject({
      id: String(failed._id),
      status: 'failed',
      attempts: 8,
      lastError: '550 No',
      nextAttemptAt: null,
    });
    expect(bodyOf<{ items: unknown[] }>(await get('/api/admin/mail/outbox?page=2&pageSize=2')).items).toHaveLength(1);
  });

  it.each([
    ['status=lost', 'The status filter must be one of queued, sent, failed, suppressed.'],
    ['pageSize=101', 'The page size (pageSize) must be a whole number from 1 to 100.'],
    ['page=0', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    ['to[$ne]=x', 'Unknown query parameter "to[$ne]"; allowed: status, page, pageSize.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await get(`/api/admin/mail/outbox?${query}`);
    expect([res.status, res.body]).toEqual([400, { message }]);
  });
});

describe('POST /api/admin/mail/outbox/{id}/retry', () => {
  it('queues a failed message again with a fresh budget of attempts, once, and it is delivered', async () => {
    const stub = await startSmtpStub('550 5.7.1 Relaying denied');
    stubs.push(stub);
    const to = address('retried');
    await enqueueMail({ to, content: letter('Second time lucky') });
    // One attempt each: without a fresh budget, the retry would be given up on at once.
    const refused = startWorker({ smtpUrl: stub.url, maxAttempts: 1 });
    await waitUntil(async () => (await stored(to)).status === 'failed', 5_000);
    await refused.stop();
    const { _id } = await stored(to);

    const retry = await post(`/api/admin/mail/outbox/${String(_id)}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      id: String(_id),
      status: 'queued',
      attempts: 1,
      lastError: match.stringContaining('550 5.7.1 Relaying denied'),
      nextAttemptAt: match.any(String),
      failedAt: null,
    });
    // A double click: the second one finds it queued.
    const again = await post(`/api/admin/mail/outbox/${String(_id)}/retry`);
    expect([again.status, again.body]).toEqual([409, NOT_FAILED]);

    startWorker({ maxAttempts: 1 });
    expect((await mailTo(to)).subject).toBe('Second time lucky');
    await waitUntil(async () => (await stored(to)).status === 'sent', 5_000);
    expect(await stored(to)).toMatchObject({ attempts: 2, lastError: null });
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('gives up again after the fresh budget, counting only the attempts since the retry', async () => {
    const stub = await startSmtpStub('451 4.3.0 Try again later');
    stubs.push(stub);
    const to = address('still-busy');
    await enqueueMail({ to, content: letter('Busy') });
    const busy = { smtpUrl: stub.url, maxAttempts: 2, retryBaseMs: 20 };
    // The worker keeps running: the retry wakes it.
    startWorker(busy);
    await waitUntil(async () => (await stored(to)).status === 'failed', 5_000);
    expect((await post(`/api/admin/mail/outbox/${String((await stored(to))._id)}/retry`)).status).toBe(200);

    await waitUntil(async () => (await stored(to)).status === 'failed', 5_000);
    expect(await stored(to)).toMatchObject({ attempts: 4, lastError: match.stringMatching(/^Gave up after 2 attempts: .*451/) });
    expect(stub.attempts).toHaveLength(4);
  });

  it('answers 409 for a message that did not fail, 404 for an unknown one, 400 for a malformed id', async () => {
    const sent = await outboxMail('sent', new Date());
    const notFailed = await post(`/api/admin/mail/outbox/${String(sent._id)}/retry`);
    expect([notFailed.status, notFailed.body]).toEqual([409, NOT_FAILED]);
    expect((await stored(sent.to)).status).toBe('sent');
    const unknown = await post(`/api/admin/mail/outbox/${someId}/retry`);
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Message not found.' }]);
    const malformed = await post('/api/admin/mail/outbox/not-an-id/retry');
    expect([malformed.status, malformed.body]).toEqual([400, { message: 'The id must be 24 hexadecimal characters.' }]);
  });

  it('answers 409 while mail is off, and leaves the message failed', async () => {
    const failed = await outboxMail('failed', new Date());
    const res = await post(`/api/admin/mail/outbox/${String(failed._id)}/retry`, {}, off.app);
    expect([res.status, res.body]).toEqual([409, MAIL_OFF]);
    expect((await stored(failed.to)).status).toBe('failed');
  });
});

describe('GET /api/admin/mail/suppressions', () => {
  it('pages the suppression list, the latest first', async () => {
    await suppress('newsletter', 'early@example.com', new Date(Date.now() - 60_000));
    await suppress('waitlist', 'late@example.com', new Date());
    await suppress('newsletter', 'late@example.com', new Date(Date.now() - 1_000));
    const res = await get('/api/admin/mail/suppressions?pageSize=2');
    expect(res.status).toBe(200);
    const page = bodyOf<{ items: SuppressionItem[]; total: number }>(res);
    expect(page).toEqual({
      items: [
        { address: 'late@example.com', list: 'waitlist', at: match.any(String), erased: false },
        { address: 'late@example.com', list: 'newsletter', at: match.any(String), erased: false },
      ],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    const refused = await get('/api/admin/mail/suppressions?list=newsletter');
    expect([refused.status, refused.body]).toEqual([400, { message: 'Unknown query parameter "list"; allowed: page, pageSize.' }]);
  });

  it("shows an address erased at its owner's request without it: only its hash is kept", async () => {
    await suppress('newsletter', 'gone@example.com', new Date(Date.now() - 1_000));
    await suppressErased('gone@example.com');
    const page = bodyOf<{ items: SuppressionItem[]; total: number }>(await get('/api/admin/mail/suppressions'));
    expect(page.items).toEqual([
      { address: null, list: 'waitlist', at: match.any(String), erased: true },
      { address: null, list: 'newsletter', at: match.any(String), erased: true },
    ]);
    expect(JSON.stringify(await Suppression.find().lean())).not.toContain('gone@');
  });
});

describe('POST /api/admin/mail/test', () => {
  it('queues the test mail, which arrives', async () => {
    const to = address('Test');
    const res = await post('/api/admin/mail/test', { to });
    expect([res.status, res.body]).toEqual([202, { message: `Test mail queued for ${to.toLowerCase()}.` }]);
    startWorker();
    const mail = await mailTo(to.toLowerCase());
    expect(mail.subject).toBe('Test mail from Founders Never Solo');
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('refuses a bad address with 400, and anything while mail is off with 409', async () => {
    for (const body of [{}, { to: 'not-an-address' }, { to: ['a@example.com'] }]) {
      const res = await post('/api/admin/mail/test', body);
      expect([res.status, res.body]).toEqual([400, { message: 'Please enter a valid email address' }]);
    }
    const res = await post('/api/admin/mail/test', { to: address('off') }, off.app);
    expect([res.status, res.body]).toEqual([409, MAIL_OFF]);
    expect(await OutboxMail.countDocuments()).toBe(0);
  });
});
