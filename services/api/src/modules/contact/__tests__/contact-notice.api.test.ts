import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { waitUntil } from '../../../test-support/api-process';
import { linkIn, mailsTo, mailTo } from '../../../test-support/mailpit';
import { match } from '../../../test-support/matchers';
import { testApp, testConfig } from '../../../test-support/test-app';
import { AdminUser } from '../../auth/admin-user.model';
import { startMailWorker, type MailWorker } from '../../mail/mail-worker';
import { OutboxMail } from '../../mail/outbox-mail.model';
import { ContactMessage } from '../contact-message.model';
import { NOTICE_WINDOW_MS, queueContactNotice } from '../contact-notice';
import { startContactNoticeSweep } from '../contact-notice-sweep';

const { app, config } = testApp();
const address = (name: string) => `${name}-${randomUUID()}@example.com`;
// Sent by a person: the form was open for 8 seconds.
const message = (n: number, email = address(`sender-${n}`)) => ({
  name: `Sender ${n}`,
  email,
  subject: 'partnership',
  message: `Message number ${n}.\nShall we talk?`,
  elapsedMs: 8_000,
});
const send = (body: object, on = app) => request(on).post('/api/contact').send(body);
const adminWithEmail = async (email: string | null) =>
  AdminUser.create({ username: `admin-${randomUUID()}`, passwordHash: 'not used here', role: 'administrator', email });
/** Mid-window: a notice's window is the 10 minutes this is in. */
const MID_WINDOW = Date.UTC(2031, 0, 7, 10, 5);

// The notices go through the worker and Mailpit: longer than Jest's default 5 s.
jest.setTimeout(20_000);

let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({ config, smtpUrl: process.env.TEST_SMTP_URL, pollMs: 50 });
});
afterAll(() => worker.stop());

describe('the notice of a contact message', () => {
  it('mails every administrator with an address the message, Reply-To the sender and a link to it in the console', async () => {
    const [admin, otherAdmin] = [address('admin'), address('other-admin')];
    await adminWithEmail(admin);
    await adminWithEmail(otherAdmin);
    await adminWithEmail(null);
    const body = message(1);
    expect((await send(body)).status).toBe(201);

    const mail = await mailTo(admin);
    expect(mail.subject).toBe('New contact message from Sender 1 (Partnership)');
    expect(mail.to.map((to) => to.Address).sort()).toEqual([admin, otherAdmin].sort());
    expect(mail.headers['Reply-To']).toEqual([match.stringContaining(`<${body.email}>`)]);
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail.text).toMatch(/Message number 1\.\r?\nShall we talk\?/);
    expect(linkIn(mail, /\/admin\/messages/)).toBe(`http://localhost:3000/admin/messages?q=${encodeURIComponent(body.email)}`);
    expect((await ContactMessage.findOne().lean())!.notifiedAt).toEqual(match.any(Date));
  });

  it('makes one notice for the first of a flood and one digest of the others at the next window', async () => {
    const admin = address('flooded');
    await adminWithEmail(admin);
    // What the form does, at an injected time: store the message, then try for the window's notice.
    const receive = async (n: number, at: number) => {
      await ContactMessage.create(message(n));
      return queueContactNotice(config, new Date(at));
    };
    expect(await receive(1, MID_WINDOW)).toBe(true);
    for (const n of [2, 3, 4, 5]) expect(await receive(n, MID_WINDOW + n * 1_000)).toBe(false);
    expect(await ContactMessage.countDocuments({ notifiedAt: null })).toBe(4);

    const nextWindow = MID_WINDOW + NOTICE_WINDOW_MS;
    const sweep = startContactNoticeSweep({ config, everyMs: 10, now: () => new Date(nextWindow) });
    await waitUntil(async () => (await OutboxMail.countDocuments()) === 2, 5_000);
    await sweep.stop();
    // Stored during the digest's window: it waits for the one after.
    expect(await receive(6, nextWindow + 1_000)).toBe(false);

    await waitUntil(async () => (await mailsTo(admin)).length === 2, 10_000);
    // Either may go first: the notice's message can be written just after the worker read its queue entry.
    const mails = await mailsTo(admin);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['4 new contact messages', 'New contact message from Sender 1 (Partnership)']);
    const digest = mails.find((mail) => mail.subject === '4 new contact messages');
    for (const n of [2, 3, 4, 5]) expect(digest!.text).toContain(`Sender ${n} (`);
    expect(digest!.text).not.toContain('Sender 1 (');
    // Several senders: replies go to MAIL_FROM, not to one of them.
    expect(digest!.headers['Reply-To']).toBeUndefined();
    expect(linkIn(digest!, /\/admin\/messages/)).toBe('http://localhost:3000/admin/messages?unhandled=true');
    expect(await ContactMessage.countDocuments({ notifiedAt: null })).toBe(1);
  });

  it('goes to CONTACT_NOTIFY_TO instead of the administrators when it is set', async () => {
    const [team, support, admin] = [address('team'), address('support'), address('not-told')];
    await adminWithEmail(admin);
    const notifyTo = testApp({ CONTACT_NOTIFY_TO: `${team.toUpperCase()}, ${support}` }).app;
    expect((await send(message(1), notifyTo)).status).toBe(201);
    expect((await OutboxMail.findOne().lean())!.to).toBe(`${team}, ${support}`);
    expect((await mailTo(support)).subject).toBe('New contact message from Sender 1 (Partnership)');
    expect(await mailsTo(admin)).toHaveLength(0);
  });

  it('queues nothing with nobody to tell, with mail off, or for messages stored before notices existed', async () => {
    await adminWithEmail(null);
    expect((await send(message(1))).status).toBe(201);
    expect(await OutboxMail.countDocuments()).toBe(0);
    expect((await ContactMessage.findOne().lean())!.notifiedAt).toBeNull();

    await ContactMessage.deleteMany({});
    await adminWithEmail(address('admin'));
    expect((await send(message(2), testApp({ MAIL_DISABLED: 'true' }).app)).status).toBe(201);
    expect(await OutboxMail.countDocuments()).toBe(0);

    await ContactMessage.deleteMany({});
    const { elapsedMs: _elapsed, ...old } = message(3);
    await ContactMessage.collection.insertOne({ ...old, createdAt: new Date(), updatedAt: new Date() });
    expect(await queueContactNotice(config)).toBe(false);
    expect(await OutboxMail.countDocuments()).toBe(0);
  });

  it('refuses to start with a CONTACT_NOTIFY_TO that is not a list of addresses', () => {
    expect(() => testConfig({ CONTACT_NOTIFY_TO: 'team@example.com, nobody' })).toThrow(
      'CONTACT_NOTIFY_TO: "nobody" is not an e-mail address (give addresses separated by commas)',
    );
  });
});
