import request from 'supertest';
import { match } from '../../../test-support/matchers';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { adminAuthHeader, testApp, staffAuthHeader } from '../../../test-support/test-app';
import { ContactMessage } from '../../contact/contact-message.model';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';
import { refreshDashboardCounts } from '../../signup-stats/signup-stats.service';
import type { listPage } from '../audience.service';

const { app, config } = testApp();
let auth: string;

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);
const get = (path: string) => request(app).get(path).set('Authorization', auth);
const UNKNOWN_ID = '0123456789abcdef01234567';

/** GET /api/admin/{list}: a page (audience.service), its items as the list answers them (audience-lists, toItem). */
type Page<Item> = Omit<Awaited<ReturnType<typeof listPage>>, 'items'> & { items: Item[] };
interface WaitlistItem {
  id: string;
  fullName: string;
  email: string;
  company: string | null;
  createdAt: string;
  status: string;
  confirmedAt: string | null;
}
interface SubscriberItem {
  id: string;
  email: string;
  createdAt: string;
  status: string;
  confirmedAt: string | null;
}
interface MessageItem {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

/** Wait list entries named "Person {n}", entry 1 the oldest. */
const storeWaitlist = (count: number) =>
  WaitlistEntry.collection.insertMany(
    Array.from({ length: count }, (_, index) => ({
      fullName: `Person ${index + 1}`,
      email: `person${index + 1}@example.com`,
      company: null,
      createdAt: minutesAgo(count - index),
    })),
  );

describe('admin token', () => {
  const someId = '64b7f0c2a1b2c3d4e5f60718';
  const endpoints = [
    ['get', '/api/admin/waitlist'],
    ['get', '/api/admin/newsletter'],
    ['get', '/api/admin/contact'],
    ['get', '/api/admin/waitlist.csv'],
    ['get', '/api/admin/newsletter.csv'],
    ['get', '/api/admin/contact.csv'],
    ['delete', `/api/admin/waitlist/${someId}`],
    ['delete', `/api/admin/newsletter/${someId}`],
    ['delete', `/api/admin/contact/${someId}`],
    ['patch', `/api/admin/contact/${someId}`],
    ['get', '/api/admin/stats'],
    ['get', '/api/admin/waitlist/invitations'],
    ['post', '/api/admin/waitlist/invitations'],
    ['post', `/api/admin/waitlist/${someId}/invitation`],
    ['delete', `/api/admin/waitlist/${someId}/invitation`],
  ] as const;

  it.each(endpoints)('%s %s: 401 without a token or with a bad one, 403 for a role without the audience', async (method, path) => {
    const none = await request(app)[method](path);
    expect([none.status, none.body]).toEqual([401, { message: 'Authentication required.' }]);
    const bad = await request(app)[method](path).set('Authorization', 'Bearer not-a-token');
    expect([bad.status, bad.body]).toEqual([401, { message: 'The Authorization header must be "Bearer <token>".' }]);
    const { header: editor } = await staffAuthHeader(config, 'editor');
    const forbidden = await request(app)[method](path).set('Authorization', editor).send({ handled: true });
    expect([forbidden.status, forbidden.body]).toEqual([403, { message: 'Your role (Editor) does not allow this.' }]);
  });
});

describe('GET /api/admin/{list}', () => {
  it('answers the wait list newest first with its fields only (never the bot score)', async () => {
    await WaitlistEntry.collection.insertMany([
      { fullName: 'Old Timer', email: 'old@example.com', company: 'Acme', botScore: 0.9, createdAt: minutesAgo(10) },
      { fullName: 'New Comer', email: 'new@example.com', botScore: 0.7, createdAt: minutesAgo(1) },
    ]);
    const res = await get('/api/admin/waitlist');
    expect(res.status).toBe(200);
    const [newest, oldest] = await WaitlistEntry.find().sort({ createdAt: -1 }).lean();
    expect(res.body).toEqual({
      items: [
        {
          id: String(newest!._id),
          fullName: 'New Comer',
          email: 'new@example.com',
          company: null,
          createdAt: newest!.createdAt.toISOString(),
          status: 'confirmed',
          invitation: null,
          confirmedAt: null,
        },
        {
          id: String(oldest!._id),
          fullName: 'Old Timer',
          email: 'old@example.com',
          company: 'Acme',
          createdAt: oldest!.createdAt.toISOString(),
          status: 'confirmed',
          invitation: null,
          confirmedAt: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    expect(bodyOf<Page<WaitlistItem>>(res).items[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers newsletter subscribers and contact messages in their shapes', async () => {
    // As the forms send them: open for 8 seconds, the honeypot empty.
    await request(app).post('/api/newsletter').send({ email: 'reader@example.com', elapsedMs: 8_000 });
    await request(app)
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Help, please.', elapsedMs: 8_000 });
    const subscriber = bodyOf<Page<SubscriberItem>>(await get('/api/admin/newsletter')).items[0]!;
    expect(subscriber).toEqual({
      id: match.stringMatching(/^[0-9a-f]{24}$/),
      email: 'reader@example.com',
      createdAt: match.any(String),
      status: 'pending',
      confirmedAt: null,
    });
    expect(new Date(subscriber.createdAt).toISOString()).toBe(subscriber.createdAt);
    expect(bodyOf<Page<MessageItem>>(await get('/api/admin/contact')).items).toEqual([
      {
        id: match.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'support',
        message: 'Help, please.',
        handled: false,
        createdAt: match.any(String),
      },
    ]);
  });

  it('breaks ties in creation time by id, newest first', async () => {
    const createdAt = minutesAgo(5);
    await NewsletterSubscriber.collection.insertMany(['a', 'b', 'c'].map((name) => ({ email: `${name}@example.com`, createdAt })));
    const ids = (await NewsletterSubscriber.find().lean())
      .map((row) => String(row._id))
      .sort()
      .reverse();
    expect(bodyOf<Page<SubscriberItem>>(await get('/api/admin/newsletter')).items.map((item) => item.id)).toEqual(ids);
  });

  it('pages: the total counts every match, a page past the end is empty', async () => {
    await storeWaitlist(25);
    const first = await get('/api/admin/waitlist');
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    const { items } = bodyOf<Page<WaitlistItem>>(first);
    expect(items).toHaveLength(20);
    expect(items[0]!.fullName).toBe('Person 25');

    const second = await get('/api/admin/waitlist?page=2&pageSize=10');
    expect(second.body).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(bodyOf<Page<WaitlistItem>>(second).items.map((item) => item.fullName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Person ${15 - index}`),
    );

    const past = await get('/api/admin/waitlist?page=4&pageSize=10');
    expect([past.status, past.body]).toEqual([200, { items: [], total: 25, page: 4, pageSize: 10 }]);
    expect(bodyOf<Page<WaitlistItem>>(await get('/api/admin/waitlist?pageSize=100')).items).toHaveLength(25);
  });

  it.each([
    ['pageSize=101', 'The page size (pageSize) must be a whole number from 1 to 100.'],
    ['pageSize=0', 'The page size (pageSize) must be a whole number from 1 to 100.'],
    ['pageSize=', 'The page size (pageSize) must be a whole number from 1 to 100.'],
    ['page=0', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    ['page=-1', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    ['page=1.5', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    ['page=1e3', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    ['page=1&page=2', 'The page (page) must be a whole number from 1 to 1000000000000.'],
    [`q=${'x'.repeat(201)}`, 'The search text (q) must be at most 200 characters.'],
    ['q=a&q=b', 'The search text (q) must be given once.'],
    ['sort=email', 'Unknown query parameter "sort"; allowed: q, status, page, pageSize.'],
    ['unhandled=true', 'Unknown query parameter "unhandled"; allowed: q, status, page, pageSize.'],
    ['status=active', 'The status filter must be one of pending, confirmed, invited, joined, removed.'],
    ['status=unsubscribed', 'The status filter must be one of pending, confirmed, invited, joined, removed.'],
    ['status[$ne]=pending', 'Unknown query parameter "status[$ne]"; allowed: q, status, page, pageSize.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await get(`/api/admin/waitlist?${query}`);
    expect([res.status, res.body]).toEqual([400, { message }]);
  });

  it('accepts the largest page and a 200-character search', async () => {
    expect((await get('/api/admin/waitlist?page=1000000000000')).body).toEqual({ items: [], total: 0, page: 1000000000000, pageSize: 20 });
    expect((await get(`/api/admin/waitlist?q=${' x'.repeat(100)} `)).status).toBe(200);
  });
});

describe('search (q)', () => {
  beforeEach(async () => {
    await WaitlistEntry.collection.insertMany([
      { fullName: 'Zoë Ångström', email: 'zoe@startup.io', company: null, createdAt: minutesAgo(6) },
      { fullName: 'Max Power', email: 'MAX@Example.org', company: null, createdAt: minutesAgo(5) },
      { fullName: 'a.*b', email: 'regex1@example.com', company: null, createdAt: minutesAgo(4) },
      { fullName: 'Fun (Co)', email: 'regex2@example.com', company: null, createdAt: minutesAgo(3) },
      { fullName: 'c++ dev', email: 'regex3@example.com', company: null, createdAt: minutesAgo(2) },
      { fullName: 'axxb', email: 'plain@example.com', company: null, createdAt: minutesAgo(1) },
    ]);
  });
  const names = async (query: string) => {
    const res = await get(`/api/admin/waitlist?q=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    const { items, total } = bodyOf<Page<WaitlistItem>>(res);
    expect(total).toBe(items.length);
    return items.map((item) => item.fullName);
  };

  it('finds a case-insensitive part of the name or the e-mail, trimmed', async () => {
    expect(await names('zOË ång')).toEqual(['Zoë Ångström']);
    expect(await names('  power ')).toEqual(['Max Power']);
    expect(await names('example.ORG')).toEqual(['Max Power']);
    expect(await names('STARTUP')).toEqual(['Zoë Ångström']);
    expect(await names('   ')).toHaveLength(6);
  });

  it('takes regex characters literally', async () => {
    expect(await names('.*')).toEqual(['a.*b']);
    expect(await names('(')).toEqual(['Fun (Co)']);
    expect(await names('+')).toEqual(['c++ dev']);
    expect(await names('a.')).toEqual(['a.*b']);
    for (const text of ['[', '\\', '^', '$', '|', '?', '{2}', ')x', '\0']) expect(await names(text)).toEqual([]);
  });

  it('refuses operators instead of interpreting them', async () => {
    for (const query of ['q[$ne]=x', 'q[$regex]=.*', 'q[$gt]=', 'page[$gt]=0']) {
      const res = await get(`/api/admin/waitlist?${query}`);
      expect([query, res.status, bodyOf<MessageBody>(res).message]).toEqual([
        query,
        400,
        expect.stringMatching(/^Unknown query parameter/),
      ]);
    }
  });

  it('looks only at the e-mail of newsletter subscribers and at name or e-mail of messages', async () => {
    await NewsletterSubscriber.collection.insertMany([
      { email: 'alpha@example.com', createdAt: minutesAgo(2) },
      { email: 'beta@example.com', createdAt: minutesAgo(1) },
    ]);
    const subscribers = await get('/api/admin/newsletter?q=ALPHA');
    expect(bodyOf<Page<SubscriberItem>>(subscribers).items.map((item) => item.email)).toEqual(['alpha@example.com']);

    const message = { subject: 'general', message: 'Hello Gamma', handled: false };
    await ContactMessage.collection.insertMany([
      { ...message, name: 'Gamma Ray', email: 'g@example.com', createdAt: minutesAgo(2) },
      { ...message, name: 'Delta', email: 'gamma@example.com', createdAt: minutesAgo(1) },
      { ...message, name: 'Epsilon', email: 'e@example.com', createdAt: minutesAgo(1) },
    ]);
    const messages = await get('/api/admin/contact?q=gamma');
    const { items, total } = bodyOf<Page<MessageItem>>(messages);
    expect(items.map((item) => item.name)).toEqual(['Delta', 'Gamma Ray']);
    expect(total).toBe(2);
  });
});

describe('contact messages: handled', () => {
  const message = { email: 'x@example.com', subject: 'general', message: 'Hi' };
  beforeEach(async () => {
    await ContactMessage.collection.insertMany([
      { ...message, name: 'Handled', handled: true, createdAt: minutesAgo(3) },
      // Stored before the flag existed: counts as not handled.
      { ...message, name: 'Legacy', createdAt: minutesAgo(2) },
      { ...message, name: 'Open', handled: false, createdAt: minutesAgo(1) },
    ]);
  });
  const names = async (query: string) => bodyOf<Page<MessageItem>>(await get(`/api/admin/contact${query}`)).items.map((item) => item.name);

  it('filters unhandled messages with unhandled=true, all with false', async () => {
    expect(await names('?unhandled=true')).toEqual(['Open', 'Legacy']);
    expect(bodyOf<Page<MessageItem>>(await get('/api/admin/contact?unhandled=true')).total).toBe(2);
    expect(await names('?unhandled=false')).toEqual(['Open', 'Legacy', 'Handled']);
    expect(await names('?unhandled=true&q=LEG')).toEqual(['Legacy']);
    const legacy = bodyOf<Page<MessageItem>>(await get('/api/admin/contact?q=legacy')).items[0]!;
    expect(legacy.handled).toBe(false);
    const bad = await get('/api/admin/contact?unhandled=yes');
    expect([bad.status, bad.body]).toEqual([400, { message: 'The unhandled filter must be true or false.' }]);
  });

  it('PATCH sets handled and answers the updated message', async () => {
    const legacy = await ContactMessage.findOne({ name: 'Legacy' }).lean();
    const patch = (body: unknown) =>
      request(app)
        .patch(`/api/admin/contact/${String(legacy!._id)}`)
        .set('Authorization', auth)
        .send(body as object);
    const res = await patch({ handled: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: String(legacy!._id),
      name: 'Legacy',
      email: 'x@example.com',
      subject: 'general',
      message: 'Hi',
      handled: true,
      createdAt: legacy!.createdAt.toISOString(),
    });
    expect(await names('?unhandled=true')).toEqual(['Open']);
    expect(bodyOf<MessageItem>(await patch({ handled: false })).handled).toBe(false);
    expect(await names('?unhandled=true')).toEqual(['Open', 'Legacy']);
  });

  it('PATCH validates the body strictly, then the id', async () => {
    const id = String((await ContactMessage.findOne().lean())!._id);
    const cases: Array<[unknown, string]> = [
      [{}, 'Handled must be true or false.'],
      [{ handled: 'true' }, 'Handled must be true or false.'],
      [{ handled: null }, 'Handled must be true or false.'],
      [{ handled: true, name: 'Changed' }, 'Only "handled" can be changed.'],
      [[true], 'Request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const res = await request(app)
        .patch(`/api/admin/contact/${id}`)
        .set('Authorization', auth)
        .send(body as object);
      expect({ body, status: res.status, answer: bodyOf(res) }).toEqual({ body, status: 400, answer: { message } });
    }
    const empty = await request(app).patch(`/api/admin/contact/${id}`).set('Authorization', auth);
    expect([empty.status, empty.body]).toEqual([400, { message: 'Request body must be a JSON object.' }]);

    const unknown = await request(app).patch(`/api/admin/contact/${UNKNOWN_ID}`).set('Authorization', auth).send({ handled: true });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Contact message not found.' }]);
    const badId = await request(app).patch('/api/admin/contact/123').set('Authorization', auth).send({ handled: true });
    expect([badId.status, badId.body]).toEqual([400, { message: 'The id must be 24 hexadecimal characters.' }]);
    expect(await names('?unhandled=true')).toEqual(['Open', 'Legacy']);
  });
});

describe('sign-ups by mail: status', () => {
  const day = (date: number) => new Date(`2024-03-0${date}T00:00:00.000Z`);
  beforeEach(async () => {
    await NewsletterSubscriber.collection.insertMany([
      { email: 'legacy@example.com', createdAt: day(1) },
      { email: 'pending@example.com', status: 'pending', confirmedAt: null, createdAt: day(2) },
      { email: 'confirmed@example.com', status: 'confirmed', confirmedAt: day(4), createdAt: day(3) },
      { email: 'gone@example.com', status: 'unsubscribed', confirmedAt: null, createdAt: day(5) },
    ]);
  });
  const emails = async (query: string) =>
    bodyOf<Page<SubscriberItem>>(await get(`/api/admin/newsletter${query}`)).items.map((item) => [
      item.email,
      item.status,
      item.confirmedAt,
    ]);

  it("shows each item's status and confirmation time; one stored before double opt-in is confirmed", async () => {
    expect(await emails('')).toEqual([
      ['gone@example.com', 'unsubscribed', null],
      ['confirmed@example.com', 'confirmed', day(4).toISOString()],
      ['pending@example.com', 'pending', null],
      ['legacy@example.com', 'confirmed', null],
    ]);
  });

  it('filters by status, in the page, its total and the CSV', async () => {
    expect(await emails('?status=confirmed')).toEqual([
      ['confirmed@example.com', 'confirmed', day(4).toISOString()],
      ['legacy@example.com', 'confirmed', null],
    ]);
    expect(await emails('?status=pending&q=PENDING')).toEqual([['pending@example.com', 'pending', null]]);
    expect(bodyOf<Page<SubscriberItem>>(await get('/api/admin/newsletter?status=unsubscribed')).total).toBe(1);
    expect((await get('/api/admin/newsletter.csv?status=confirmed')).text).toBe(
      '"Created at","Email","Status","Confirmed at"\r\n' +
        '"2024-03-03T00:00:00.000Z","confirmed@example.com","confirmed","2024-03-04T00:00:00.000Z"\r\n' +
        '"2024-03-01T00:00:00.000Z","legacy@example.com","confirmed",""\r\n',
    );
    const waitlist = await get('/api/admin/waitlist?status=pending');
    expect([waitlist.status, bodyOf<Page<WaitlistItem>>(waitlist).total]).toEqual([200, 0]);
  });
});

describe('DELETE /api/admin/{list}/{id}', () => {
  it.each([
    ['waitlist', WaitlistEntry, { fullName: 'Gone', email: 'gone@example.com' }, 'Wait list entry not found.'],
    ['newsletter', NewsletterSubscriber, { email: 'gone@example.com' }, 'Newsletter subscriber not found.'],
    [
      'contact',
      ContactMessage,
      { name: 'Gone', email: 'gone@example.com', subject: 'general', message: 'Bye' },
      'Contact message not found.',
    ],
  ] as const)('%s: 204, then 404; 400 for an id that is not 24 hex characters', async (list, model, fields, notFound) => {
    const { insertedIds } = await model.collection.insertMany([
      { ...fields, createdAt: new Date() },
      { ...fields, email: 'kept@example.com', createdAt: new Date() },
    ]);
    const remove = (id: string) => request(app).delete(`/api/admin/${list}/${id}`).set('Authorization', auth);

    const gone = await remove(String(insertedIds[0]).toUpperCase());
    expect([gone.status, gone.text]).toEqual([204, '']);
    expect(await model.countDocuments()).toBe(1);
    const again = await remove(String(insertedIds[0]));
    expect([again.status, again.body]).toEqual([404, { message: notFound }]);
    for (const id of ['123', 'z'.repeat(24), `${UNKNOWN_ID}0`, '%24ne']) {
      const bad = await remove(id);
      expect([id, bad.status, bad.body]).toEqual([id, 400, { message: 'The id must be 24 hexadecimal characters.' }]);
    }
    expect(await model.countDocuments()).toBe(1);
  });

  it('does not route the CSV file name or the posts list as an entry', async () => {
    // The CSV is a download of its own: a DELETE there is a method it does not allow, not an entry's removal.
    const csv = await request(app).delete('/api/admin/waitlist.csv').set('Authorization', auth);
    expect([csv.status, csv.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect((await get('/api/admin/posts')).status).toBe(200);
    // An entry is not read on its own: its address takes only the methods that change it.
    const entry = await get(`/api/admin/waitlist/${UNKNOWN_ID}`);
    expect([entry.status, entry.headers.allow]).toEqual([405, expect.stringContaining('DELETE')]);
  });
});

describe('GET /api/admin/stats', () => {
  const noSignUps = { confirmed: 0, pending: 0, unsubscribed: 0 };
  const noneWaiting = { confirmed: 0, pending: 0, invited: 0, joined: 0, removed: 0 };

  it('counts every list, the last 7 days, the unhandled messages and the sign-ups by status', async () => {
    expect((await get('/api/admin/stats')).body).toEqual({
      waitlist: { total: 0, last7Days: 0, ...noneWaiting },
      newsletter: { total: 0, last7Days: 0, ...noSignUps },
      contact: { total: 0, last7Days: 0, unhandled: 0 },
    });

    const person = (n: number, createdAt: Date, status: string) => ({ fullName: `P${n}`, email: `p${n}@example.com`, createdAt, status });
    // P1 signed up before double opt-in (no status): confirmed.
    await WaitlistEntry.collection.insertMany([
      { fullName: 'P1', email: 'p1@example.com', createdAt: daysAgo(30) },
      person(2, daysAgo(7.1), 'removed'),
      person(3, daysAgo(6.9), 'confirmed'),
      person(4, minutesAgo(1), 'pending'),
      person(5, daysAgo(20), 'invited'),
    ]);
    await NewsletterSubscriber.collection.insertMany([
      { email: 'old@example.com', createdAt: daysAgo(8), status: 'pending' },
      { email: 'new@example.com', createdAt: daysAgo(1), status: 'pending' },
      { email: 'gone@example.com', createdAt: daysAgo(1), status: 'unsubscribed' },
    ]);
    const message = { name: 'N', email: 'n@example.com', subject: 'general', message: 'M' };
    await ContactMessage.collection.insertMany([
      { ...message, handled: true, createdAt: daysAgo(10) },
      { ...message, createdAt: daysAgo(9) },
      { ...message, handled: false, createdAt: daysAgo(2) },
      { ...message, handled: true, createdAt: daysAgo(1) },
    ]);

    // The dashboard's figures are counted in the background after changes (modules/signup-stats).
    await refreshDashboardCounts();
    const res = await get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      waitlist: { total: 5, last7Days: 2, confirmed: 2, pending: 1, invited: 1, joined: 0, removed: 1 },
      newsletter: { total: 3, last7Days: 2, confirmed: 0, pending: 2, unsubscribed: 1 },
      contact: { total: 4, last7Days: 2, unhandled: 2 },
    });
  });
});
