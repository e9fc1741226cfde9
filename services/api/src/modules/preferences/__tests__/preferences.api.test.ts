import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import type { MailingList, OutboxStatus } from '@fns/contracts';
import { waitUntil } from '../../../test-support/api-process';
import { letter } from '../../../test-support/mail-content';
import { linkIn, mailTo } from '../../../test-support/mailpit';
import { match } from '../../../test-support/matchers';
import { testApp } from '../../../test-support/test-app';
import { Invitation, InvitationBatchPeople, InvitationRevocation, WaitlistProgress } from '../../invitations/invitation.model';
import { enqueueMail } from '../../mail/mail-outbox';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { isSuppressed, suppress, Suppression } from '../../mail/suppression.model';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { signLinkToken, type LinkPurpose } from '../../subscriptions/link-token';
import { queueListMail } from '../../subscriptions/list-mail';
import { LIST_MODELS } from '../../subscriptions/mailing-lists';
import { ReferralCredit } from '../../waitlist/referrals';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';

// Mail goes through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(30_000);

const { app, config } = testApp();
const NOT_VALID = { message: 'This link is not valid or has expired.' };
const DAY = 86_400_000;
const address = (name: string) => `${name}-${randomUUID()}@example.com`;

const subscribe = (email: string) => request(app).post('/api/newsletter').send({ email, elapsedMs: 8_000 });
const join = (email: string) => request(app).post('/api/waitlist').send({ email, fullName: 'Pat Founder' });
const entryOf = async (list: MailingList, email: string) => (await LIST_MODELS[list].findOne({ email }).lean<{ _id: Types.ObjectId }>())!;
const tokenOf = async (list: MailingList, email: string, purpose: LinkPurpose = 'preferences') =>
  signLinkToken(config, { list, id: String((await entryOf(list, email))._id), purpose });
const confirm = async (list: MailingList, email: string) =>
  request(app).post(`/api/subscriptions/${await tokenOf(list, email, 'confirm')}/confirm`);
const view = (token: string) => request(app).get(`/api/preferences/${token}`);
const press = (token: string, action: string) => request(app).post(`/api/preferences/${token}`).send({ action });
/** Signed up to both lists, and confirmed on those named. */
async function onBoth(email: string, confirmed: MailingList[] = ['newsletter', 'waitlist']) {
  await subscribe(email);
  await join(email);
  for (const list of confirmed) expect((await confirm(list, email)).status).toBe(200);
}

let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
});
afterAll(() => worker.stop());

describe('GET /api/preferences/{token}', () => {
  it("is linked at the foot of a list's mail, and shows both lists of the address, masked", async () => {
    const email = address('pat');
    await onBoth(email, []);
    const mail = await mailTo(email, { subject: 'Confirm your subscription to Founders Never Solo' });
    expect(mail.text).toContain('Manage your preferences');
    const link = linkIn(mail, /\/preferences\//);
    expect(link).toMatch(/^http:\/\/localhost:3000\/preferences\/[A-Za-z0-9_-]+$/);
    const res = await view(link.split('/').pop()!);
    expect([res.status, res.headers['cache-control'], res.body]).toEqual([
      200,
      'no-store',
      { email: 'p***@example.com', newsletter: 'pending', waitlist: 'pending' },
    ]);

    await confirm('newsletter', email);
    await confirm('waitlist', email);
    // The link of either list's mail shows the same.
    for (const list of ['newsletter', 'waitlist'] as const)
      expect((await view(await tokenOf(list, email))).body).toEqual({
        email: 'p***@example.com',
        newsletter: 'subscribed',
        waitlist: 'waiting',
      });
    const welcome = await mailTo(email, { subject: "You're confirmed" });
    expect(linkIn(welcome, /\/preferences\//)).toMatch(/\/preferences\/[A-Za-z0-9_-]+$/);
  });

  it("shows the wait list's effective status, and none for a list the address is not on", async () => {
    const email = address('wait');
    await join(email);
    await confirm('waitlist', email);
    const token = await tokenOf('waitlist', email);
    expect((await view(token)).body).toMatchObject({ newsletter: 'none', waitlist: 'waiting' });
    const { _id } = await entryOf('waitlist', email);
    const progress = { _id, invitation: new Types.ObjectId(), invitedAt: new Date(), expiresAt: new Date(Date.now() + DAY) };
    await WaitlistProgress.create(progress);
    expect((await view(token)).body).toMatchObject({ waitlist: 'invited' });
    await WaitlistProgress.updateOne({ _id }, { $set: { joinedAt: new Date() } });
    expect((await view(token)).body).toMatchObject({ waitlist: 'joined' });
  });
});

describe('POST /api/preferences/{token}', () => {
  it('newsletter-off unsubscribes (suppression list, unsubscribed), idempotently; nothing for an address not on it', async () => {
    const email = address('off');
    await onBoth(email);
    const token = await tokenOf('waitlist', email);
    for (let time = 0; time < 2; time += 1) {
      const res = await press(token, 'newsletter-off');
      expect([res.status, res.body]).toEqual([200, { email: 'o***@example.com', newsletter: 'unsubscribed', waitlist: 'waiting' }]);
    }
    expect(await NewsletterSubscriber.findOne({ email }).lean()).toMatchObject({ status: 'unsubscribed', unsubscribedAt: match.any(Date) });
    expect(await Suppression.find({ address: email }, { _id: 1 }).lean()).toEqual([{ _id: `newsletter:${email}` }]);
    expect(await WaitlistEntry.findOne({ email }).lean()).toMatchObject({ status: 'confirmed' });

    const other = address('only-waiting');
    await join(other);
    expect((await press(await tokenOf('waitlist', other), 'newsletter-off')).body).toMatchObject({ newsletter: 'none' });
    expect(await Suppression.countDocuments({ address: other })).toBe(0);
  });

  it('newsletter-on starts double opt-in again for an address that left, and signs up one not on it; once', async () => {
    const email = address('again');
    await onBoth(email);
    const token = await tokenOf('newsletter', email);
    await press(token, 'newsletter-off');
    const confirmations = () => OutboxMail.countDocuments({ to: email, template: 'confirmation', list: 'newsletter' });
    expect(await confirmations()).toBe(1);
    for (let time = 0; time < 2; time += 1) expect((await press(token, 'newsletter-on')).body).toMatchObject({ newsletter: 'pending' });
    expect(await confirmations()).toBe(2);
    expect(await NewsletterSubscriber.findOne({ email }).lean()).toMatchObject({
      status: 'pending',
      consent: { form: 'preferences-page' },
    });
    // Still suppressed until confirmed; then the new consent wins.
    expect(await isSuppressed('newsletter', email)).toBe(true);
    await confirm('newsletter', email);
    expect((await view(token)).body).toMatchObject({ newsletter: 'subscribed' });
    expect(await isSuppressed('newsletter', email)).toBe(false);
    // Subscribed: nothing to do.
    expect((await press(token, 'newsletter-on')).body).toMatchObject({ newsletter: 'subscribed' });
    expect(await confirmations()).toBe(2);

    const newcomer = address('newcomer');
    await join(newcomer);
    expect((await press(await tokenOf('waitlist', newcomer), 'newsletter-on')).body).toMatchObject({ newsletter: 'pending' });
    expect(await NewsletterSubscriber.findOne({ email: newcomer }).lean()).toMatchObject({
      status: 'pending',
      consent: { form: 'preferences-page', page: null },
    });
    await mailTo(newcomer, { subject: 'Confirm your subscription to Founders Never Solo' });
  });

  it('leave-waitlist removes the entry as its unsubscribe link does (suppressed, invitation withdrawn), idempotently', async () => {
    const email = address('leave');
    await onBoth(email);
    const { _id } = await entryOf('waitlist', email);
    await WaitlistProgress.create({ _id, invitation: new Types.ObjectId(), invitedAt: new Date(), expiresAt: new Date(Date.now() + DAY) });
    const token = await tokenOf('newsletter', email);
    for (let time = 0; time < 2; time += 1)
      expect((await press(token, 'leave-waitlist')).body).toEqual({
        email: 'l***@example.com',
        newsletter: 'subscribed',
        waitlist: 'removed',
      });
    expect(await WaitlistProgress.exists({ _id })).toBeNull();
    expect(await isSuppressed('waitlist', email)).toBe(true);
    expect(await isSuppressed('newsletter', email)).toBe(false);
  });

  it('answers a form-encoded body as a JSON one', async () => {
    const email = address('form');
    await onBoth(email);
    const res = await request(app)
      .post(`/api/preferences/${await tokenOf('newsletter', email)}`)
      .type('form')
      .send('action=newsletter-off');
    expect([res.status, res.body]).toEqual([200, match.objectContaining({ newsletter: 'unsubscribed' })]);
  });
});

describe('erase', () => {
  /** An address on both lists with every record the site keeps about it, and a friend's records beside it. */
  async function everything(email: string) {
    await onBoth(email);
    await waitUntil(async () => (await OutboxMail.countDocuments({ to: email, status: 'sent' })) === 4, 10_000);
    // One given up on, one still waiting for its turn.
    const stored = (status: OutboxStatus, nextAttemptAt = new Date()) =>
      OutboxMail.create({
        key: `${status}:${email}`,
        to: email,
        subject: status,
        ...letter(status),
        list: 'newsletter',
        status,
        nextAttemptAt,
      });
    await stored('failed');
    await stored('queued', new Date(Date.now() + DAY));
    const { _id: entry } = await entryOf('waitlist', email);
    const friend = address('friend');
    await join(friend);
    const { _id: friendId } = await entryOf('waitlist', friend);
    const [current, revoked] = [new Types.ObjectId(), new Types.ObjectId()];
    const expiresAt = new Date(Date.now() + DAY);
    await WaitlistProgress.create({ _id: entry, invitation: current, invitedAt: new Date(), expiresAt });
    await Invitation.create([
      { _id: current, entry, firstName: 'Pat', expiresAt },
      { _id: revoked, entry, firstName: 'Pat', expiresAt },
    ]);
    await InvitationRevocation.create({ _id: revoked, entry, expiresAt, at: new Date() });
    await InvitationBatchPeople.create({
      _id: new Types.ObjectId(),
      people: [
        { entry, email, firstName: 'Pat' },
        { entry: friendId, email: friend, firstName: 'Friend' },
      ],
    });
    const day = new Date().toISOString().slice(0, 10);
    await ReferralCredit.create([
      { _id: `${String(entry)}:${day}:0`, referrer: entry, referee: friendId, at: new Date() },
      { _id: `${String(friendId)}:${day}:0`, referrer: friendId, referee: entry, at: new Date() },
      { _id: `${String(friendId)}:${day}:1`, referrer: friendId, referee: new Types.ObjectId(), at: new Date() },
    ]);
    await suppress('waitlist', email);
    return { entry, friend, friendId };
  }

  it('removes the address from every list, the outbox and the wait list records, keeping only a hash on the suppression lists', async () => {
    const email = address('erase');
    const { entry, friend, friendId } = await everything(email);
    const token = await tokenOf('newsletter', email);
    const waitlistToken = await tokenOf('waitlist', email);

    const res = await press(token, 'erase');
    expect([res.status, res.headers['cache-control'], res.body]).toEqual([200, 'no-store', { erased: true }]);

    expect(await NewsletterSubscriber.countDocuments({ email })).toBe(0);
    expect(await WaitlistEntry.countDocuments({ email })).toBe(0);
    expect(await OutboxMail.countDocuments({ to: email })).toBe(0);
    expect(await ReferralCredit.find({}, { referrer: 1, referee: 1, _id: 0 }).lean()).toEqual([
      { referrer: friendId, referee: match.any(Types.ObjectId) },
    ]);
    expect(await Invitation.countDocuments({ entry })).toBe(0);
    expect(await WaitlistProgress.countDocuments({ _id: entry })).toBe(0);
    expect(await InvitationRevocation.countDocuments({ entry })).toBe(0);
    expect((await InvitationBatchPeople.findOne().lean())!.people).toEqual([{ entry: friendId, email: friend, firstName: 'Friend' }]);
    const suppressions = await Suppression.find().sort({ _id: 1 }).lean();
    expect(suppressions).toEqual(
      (['newsletter', 'waitlist'] as const).map((list) => ({
        _id: match.stringMatching(new RegExp(`^${list}:sha256:[0-9a-f]{64}$`)),
        address: null,
        hash: match.stringMatching(/^[0-9a-f]{64}$/),
        list,
        at: match.any(Date),
      })),
    );
    expect(JSON.stringify(suppressions)).not.toContain(email.split('@')[0]);
    expect(await WaitlistEntry.countDocuments({ email: friend })).toBe(1);

    // Every link of the address leads nowhere now; erasing again too.
    for (const gone of [token, waitlistToken]) {
      for (const res of [await view(gone), await press(gone, 'erase')]) expect([res.status, res.body]).toEqual([404, NOT_VALID]);
    }
  });

  it('sends the address no list mail, by its hash, until it signs up and confirms again', async () => {
    const email = address('back');
    await onBoth(email);
    await press(await tokenOf('waitlist', email), 'erase');
    expect(await isSuppressed('newsletter', email.toUpperCase())).toBe(true);

    // Even an entry that reappears without a sign-up (an import) gets no list mail, queued or at its turn.
    await NewsletterSubscriber.collection.insertOne({ email, createdAt: new Date(), updatedAt: new Date() });
    const letterTo = { list: 'newsletter' as const, email, subject: 'A letter', paragraphs: ['Hello.'] };
    expect(await queueListMail(config, letterTo)).toBe(false);
    await enqueueMail({ to: email, content: letter('Queued anyway'), list: 'newsletter', suppressible: true });
    await waitUntil(async () => (await OutboxMail.findOne({ to: email, subject: 'Queued anyway' }).lean())!.status === 'suppressed', 5_000);
    await NewsletterSubscriber.deleteOne({ email });

    await subscribe(email);
    expect(await queueListMail(config, letterTo)).toBe(false);
    expect((await confirm('newsletter', email)).body).toEqual({ status: 'confirmed' });
    expect(await Suppression.find({}, { list: 1, _id: 0 }).lean()).toEqual([{ list: 'waitlist' }]);
    expect(await queueListMail(config, letterTo)).toBe(true);
    expect(await isSuppressed('waitlist', email)).toBe(true);
  });
});

describe('what the preference link refuses', () => {
  it('answers any other token with 404', async () => {
    const email = address('tokens');
    await onBoth(email);
    const valid = await tokenOf('newsletter', email);
    const others = await Promise.all(
      (['confirm', 'unsubscribe', 'status', 'refer'] as const).map((purpose) => tokenOf('waitlist', email, purpose)),
    );
    const unknown = signLinkToken(config, { list: 'newsletter', id: 'a'.repeat(24), purpose: 'preferences' });
    const tampered = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [...others, unknown, tampered, 'x', 'a'.repeat(300), '%00']) {
      for (const res of [await view(token), await press(token, 'newsletter-off')]) expect([res.status, res.body]).toEqual([404, NOT_VALID]);
    }
    expect(await NewsletterSubscriber.findOne({ email }).lean()).toMatchObject({ status: 'confirmed' });
  });

  it('answers any body but one known action with 400, changing nothing', async () => {
    const email = address('bodies');
    await onBoth(email);
    const url = `/api/preferences/${await tokenOf('newsletter', email)}`;
    const ACTIONS = 'newsletter-off, newsletter-on, leave-waitlist, erase';
    const cases: Array<[request.Test, unknown]> = [
      [request(app).post(url).send({ action: 'unsubscribe' }), `The action must be one of ${ACTIONS}.`],
      [
        request(app)
          .post(url)
          .send({ action: ['erase'] }),
        `The action must be one of ${ACTIONS}.`,
      ],
      [request(app).post(url).send({}), `The action must be one of ${ACTIONS}.`],
      [request(app).post(url).send({ action: 'erase', confirm: true }), match.stringContaining('nothing else')],
      [request(app).post(url).type('form').send('action=erase&action=newsletter-off'), `The action must be one of ${ACTIONS}.`],
      [request(app).post(url).set('Content-Type', 'application/json').send('[1,2]'), 'Request body must be a JSON object.'],
      [request(app).post(url).set('Content-Type', 'application/json').send('"erase"'), match.any(String)],
      [request(app).post(url).set('Content-Type', 'application/json').send('{"action": '), 'The request body is not valid JSON.'],
      [request(app).post(url), 'Request body must be a JSON object.'],
      [request(app).post(url).set('Content-Type', 'text/plain').send('erase'), 'Request body must be a JSON object.'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    expect((await view(url.split('/').pop()!)).body).toMatchObject({ newsletter: 'subscribed', waitlist: 'waiting' });
  });
});
