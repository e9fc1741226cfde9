import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import { linkIn, mailTo } from '../../../test-support/mailpit';
import { match } from '../../../test-support/matchers';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { signLinkToken } from '../../subscriptions/link-token';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';
import { NOBODY_WAITING, prepareBatch, resumeBatches } from '../invitation-batches';
import { Invitation, InvitationBatch, InvitationBatchPeople, WaitlistProgress } from '../invitation.model';

// The invitation mail goes through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

const { app, config } = testApp();
const DAY = 86_400_000;
let auth: string;
beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

/** People waiting, confirmed one second apart in this order. */
async function waiting(...names: string[]) {
  const start = Date.now() - DAY;
  const entries = names.map((name, i) => ({
    _id: new Types.ObjectId(),
    email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
    fullName: `${name} Founder`,
    status: 'confirmed',
    confirmedAt: new Date(start + i * 1000),
    createdAt: new Date(start),
  }));
  await WaitlistEntry.collection.insertMany(entries);
  return entries;
}

const invite = (body: object) => request(app).post('/api/admin/waitlist/invitations').set('Authorization', auth).send(body);
const summary = async () =>
  (await request(app).get('/api/admin/waitlist/invitations').set('Authorization', auth)).body as Record<string, unknown>;
const standing = async (entry: { _id: Types.ObjectId }) =>
  (await request(app).get(`/api/waitlist/status/${signLinkToken(config, { list: 'waitlist', id: String(entry._id), purpose: 'status' })}`))
    .body as { status: string; position: number | null };
const codeOf = async (entry: { _id: Types.ObjectId }) => {
  const progress = await WaitlistProgress.findById(entry._id).lean();
  return signLinkToken(config, { list: 'waitlist', id: String(progress!.invitation), purpose: 'invite' });
};
const view = (code: string) => request(app).get(`/api/invitations/${code}`);
const join = (code: string) => request(app).post(`/api/invitations/${code}/join`);
const mailsOf = (entry: { email: string }) => OutboxMail.countDocuments({ to: entry.email, template: 'invitation' });

describe('inviting the next in line', () => {
  let worker: MailWorker;
  beforeAll(() => {
    worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
  });
  afterAll(() => worker.stop());

  it('invites the first N by place, mails each a single-use code to /welcome, and the code lets them join once', async () => {
    const [ada, bo, cy, di] = await waiting('Ada', 'Bo', 'Cy', 'Di');
    const res = await invite({ next: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: match.stringMatching(/^[0-9a-f]{24}$/),
      createdAt: match.any(String),
      size: 2,
      progress: { queued: match.any(Number), sent: match.any(Number), failed: 0 },
    });
    expect(await standing(ada!)).toMatchObject({ status: 'invited', position: null });
    expect(await standing(bo!)).toMatchObject({ status: 'invited', position: null });
    expect(await standing(cy!)).toMatchObject({ status: 'confirmed', position: 1 });
    expect(await standing(di!)).toMatchObject({ status: 'confirmed', position: 2 });

    const mail = await mailTo(ada!.email, { subject: 'Your invitation to Founders Never Solo' });
    expect(mail.text).toContain("Hi Ada, it's your turn: your place on the Founders Never Solo wait list has come up.");
    expect(mail.headers['List-Unsubscribe']).toHaveLength(1);
    const link = linkIn(mail, /\/welcome\?code=/);
    expect(link).toMatch(/^http:\/\/localhost:3000\/welcome\?code=[A-Za-z0-9_-]+$/);
    const code = new URL(link).searchParams.get('code')!;

    const before = await view(code);
    expect([before.status, before.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(before.body).toEqual({ state: 'active', firstName: 'Ada', expiresAt: match.any(String) });
    expect(Date.parse((before.body as { expiresAt: string }).expiresAt) - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect((await join(code)).body).toMatchObject({ state: 'joined' });
    // Used: the same answer again, nothing else changes.
    expect((await join(code)).body).toMatchObject({ state: 'joined' });
    expect((await view(code)).body).toMatchObject({ state: 'joined' });
    expect(await standing(ada!)).toMatchObject({ status: 'joined' });

    expect(await summary()).toMatchObject({ counts: { invited: 1, joined: 1, expired: 0, revoked: 0 }, ttlDays: 14 });
    const list = (status: string) =>
      request(app)
        .get(`/api/admin/waitlist?status=${status}`)
        .set('Authorization', auth)
        .then((answer) => answer.body as { items: Array<Record<string, unknown>> });
    expect((await list('joined')).items.map((item) => [item.email, item.status, (item.invitation as { state: string }).state])).toEqual([
      [ada!.email, 'joined', 'joined'],
    ]);
    expect((await list('invited')).items.map((item) => item.email)).toEqual([bo!.email]);
    expect((await list('confirmed')).items.map((item) => item.email).sort()).toEqual([cy!.email, di!.email].sort());
    const stats = (await request(app).get('/api/admin/stats').set('Authorization', auth)).body as { waitlist: object };
    expect(stats.waitlist).toMatchObject({ confirmed: 2, invited: 1, joined: 1 });
  });
});

describe('invitations', () => {
  it('invites only the chosen who wait; 422 when none of them does', async () => {
    const [ada, bo] = await waiting('Ada', 'Bo');
    await WaitlistEntry.collection.insertOne({
      email: 'pending@example.com',
      fullName: 'Pen Ding',
      status: 'pending',
      createdAt: new Date(),
    });
    const pending = await WaitlistEntry.findOne({ email: 'pending@example.com' }).lean();
    expect((await invite({ ids: [String(bo!._id), String(pending!._id)] })).body).toMatchObject({ size: 1 });
    const again = await invite({ ids: [String(bo!._id), String(pending!._id), String(new Types.ObjectId())] });
    expect([again.status, again.body]).toEqual([422, { message: 'No one of those is waiting to be invited.' }]);
    expect(await standing(ada!)).toMatchObject({ status: 'confirmed', position: 1 });
    expect(await mailsOf(bo!)).toBe(1);
  });

  it('invites a person once when two batches are asked for at the same moment', async () => {
    const people = await waiting('A', 'B', 'C', 'D', 'E');
    const answers = await Promise.all([invite({ next: 5 }), invite({ next: 5 }), invite({ next: 3 })]);
    // A batch asked for once the others have invited everyone finds no one waiting: that 422 is its
    // right answer (on a loaded machine the requests do not all read the line at the same moment).
    const batches = answers.filter(({ status }) => status === 201);
    expect(batches.length).toBeGreaterThan(0);
    for (const { status, body } of answers.filter((answer) => answer.status !== 201))
      expect([status, body]).toEqual([422, { message: NOBODY_WAITING }]);
    expect(batches.reduce((sum, { body }) => sum + (body as { size: number }).size, 0)).toBe(5);
    expect(await Promise.all(people.map(mailsOf))).toEqual([1, 1, 1, 1, 1]);
    expect(await Invitation.countDocuments()).toBe(5);
  });

  it('finishes a batch its instance left half-done, inviting nobody twice', async () => {
    const people = await waiting('A', 'B', 'C');
    const createdAt = new Date(Date.now() - 2 * 60_000);
    const chosen = people.map(({ _id, email }) => ({ entry: _id, email, firstName: 'A' }));
    const batch = (await InvitationBatch.create({ createdAt })).toObject();
    await InvitationBatchPeople.create({ _id: batch._id, people: chosen });
    // The crash came after the first step, for two of the three.
    await WaitlistProgress.create(
      people.slice(0, 2).map(({ _id }) => ({
        _id,
        invitation: new Types.ObjectId(),
        batch: batch._id,
        invitedAt: createdAt,
        expiresAt: new Date(Date.now() + DAY),
      })),
    );
    // A fresh batch is not an abandoned one.
    const fresh = await InvitationBatch.create({ createdAt: new Date() });
    expect(await resumeBatches(config)).toBe(1);
    expect(await resumeBatches(config)).toBe(0);
    await prepareBatch(config, batch, chosen);
    expect(await Promise.all(people.map(mailsOf))).toEqual([1, 1, 1]);
    expect(await InvitationBatch.findById(batch._id).lean()).toMatchObject({ state: 'queued', size: 3 });
    expect(await InvitationBatch.findById(fresh._id).lean()).toMatchObject({ state: 'preparing' });
  });

  it('resends a new code (the old one stops working) and revokes: the person waits in line again', async () => {
    const [ada, bo] = await waiting('Ada', 'Bo');
    await invite({ next: 2 });
    const first = await codeOf(ada!);
    const resent = await request(app)
      .post(`/api/admin/waitlist/${String(ada!._id)}/invitation`)
      .set('Authorization', auth);
    expect(resent.body).toEqual({ state: 'active', expiresAt: match.any(String) });
    expect((await view(first)).body).toMatchObject({ state: 'revoked' });
    expect([(await join(first)).status, (await join(first)).body]).toEqual([410, { message: 'This invitation was withdrawn.' }]);
    const second = await codeOf(ada!);
    expect((await view(second)).body).toMatchObject({ state: 'active' });
    expect(await mailsOf(ada!)).toBe(2);

    expect(
      (
        await request(app)
          .delete(`/api/admin/waitlist/${String(ada!._id)}/invitation`)
          .set('Authorization', auth)
      ).status,
    ).toBe(204);
    expect((await view(second)).body).toMatchObject({ state: 'revoked' });
    expect(await standing(ada!)).toMatchObject({ status: 'confirmed', position: 1 });
    const again = await request(app)
      .delete(`/api/admin/waitlist/${String(ada!._id)}/invitation`)
      .set('Authorization', auth);
    expect([again.status, again.body]).toEqual([409, { message: 'This person has no invitation: invite them from the line.' }]);
    expect((await summary()).counts).toEqual({ invited: 1, joined: 0, expired: 0, revoked: 1 });
    const row = (await request(app).get('/api/admin/waitlist?status=confirmed').set('Authorization', auth)).body as {
      items: Array<{ invitation: unknown }>;
    };
    expect(row.items[0]!.invitation).toEqual({ state: 'revoked', expiresAt: match.any(String) });

    // Joined: neither resent nor revoked.
    await join(await codeOf(bo!));
    for (const method of ['post', 'delete'] as const) {
      const path = `/api/admin/waitlist/${String(bo!._id)}/invitation`;
      const res = await (method === 'post' ? request(app).post(path) : request(app).delete(path)).set('Authorization', auth);
      expect([res.status, res.body]).toEqual([409, { message: 'This person has joined already.' }]);
    }
  });

  it('lets an invitation expire: the code no longer joins, and the console counts it', async () => {
    const [ada] = await waiting('Ada');
    await invite({ next: 1 });
    const code = await codeOf(ada!);
    await WaitlistProgress.updateOne({ _id: ada!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await view(code)).body).toMatchObject({ state: 'expired' });
    expect([(await join(code)).status, (await join(code)).body]).toEqual([410, { message: 'This invitation has expired.' }]);
    expect((await summary()).counts).toMatchObject({ invited: 0, expired: 1 });
    expect(await standing(ada!)).toMatchObject({ status: 'invited' });
  });

  it('withdraws the invitation of a person who leaves the wait list', async () => {
    const [ada] = await waiting('Ada');
    await invite({ next: 1 });
    const code = await codeOf(ada!);
    const unsubscribe = signLinkToken(config, { list: 'waitlist', id: String(ada!._id), purpose: 'unsubscribe' });
    expect((await request(app).post(`/api/subscriptions/${unsubscribe}/unsubscribe`)).body).toEqual({ status: 'removed' });
    expect((await view(code)).body).toMatchObject({ state: 'revoked' });
    expect(await standing(ada!)).toMatchObject({ status: 'removed' });
  });

  it('answers a code that is not an invitation with 404', async () => {
    const [ada] = await waiting('Ada');
    const notInvitations = [
      signLinkToken(config, { list: 'waitlist', id: String(ada!._id), purpose: 'status' }),
      signLinkToken(config, { list: 'waitlist', id: String(new Types.ObjectId()), purpose: 'invite' }),
      'not-a-code',
      'x'.repeat(300),
    ];
    for (const code of notInvitations) {
      for (const res of [await view(code), await join(code)])
        expect([res.status, res.body]).toEqual([404, { message: 'This invitation is not valid.' }]);
    }
  });

  it.each([
    [{}, 'Give either "next" (how many of those waiting, in line order) or "ids" (chosen entries), not both.'],
    [{ next: 0 }, 'The number to invite ("next") must be a whole number from 1 to 10000.'],
    [{ next: 10_001 }, 'The number to invite ("next") must be a whole number from 1 to 10000.'],
    [{ next: 1.5 }, 'The number to invite ("next") must be a whole number from 1 to 10000.'],
    [{ next: '3' }, 'The number to invite ("next") must be a whole number from 1 to 10000.'],
    [{ ids: [] }, 'The chosen entries ("ids") must be a list of 1 to 1000 entry ids.'],
    [{ ids: ['nope'] }, 'The id must be 24 hexadecimal characters.'],
    [
      { next: 1, ids: [String(new Types.ObjectId())] },
      'Give either "next" (how many of those waiting, in line order) or "ids" (chosen entries), not both.',
    ],
    [{ ids: 'x' }, 'The chosen entries ("ids") must be a list of 1 to 1000 entry ids.'],
    [{ next: 1, extra: true }, 'Give either "next" (how many of those waiting, in line order) or "ids" (chosen entries), not both.'],
    [{ next: { $gt: 0 } }, 'The number to invite ("next") must be a whole number from 1 to 10000.'],
  ])('refuses the body %j with 400', async (body, message) => {
    const res = await invite(body);
    expect([res.status, res.body]).toEqual([400, { message }]);
    expect(await InvitationBatch.countDocuments()).toBe(0);
  });
});
