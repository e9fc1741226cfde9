import request from 'supertest';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { ContactMessage } from '../../contact/contact-message.model';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.model';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.model';

const { app, config } = testApp();
let auth: string;

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const download = (path: string) => request(app).get(path).set('Authorization', auth);
const records = (text: string) => text.split('\r\n');

describe('GET /api/admin/{list}.csv', () => {
  it('sends a dated attachment, never cached, with a header row and CRLF line ends', async () => {
    await WaitlistEntry.collection.insertMany([
      { fullName: 'Old Timer', email: 'old@example.com', company: 'Acme', botScore: 0.9, createdAt: new Date('2024-01-02T03:04:05.678Z') },
      { fullName: 'New Comer', email: 'new@example.com', company: null, createdAt: new Date('2024-02-03T04:05:06.789Z') },
    ]);
    const res = await download('/api/admin/waitlist.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="waitlist-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe(
      '"Created at","Full name","Email","Company","Status","Confirmed at"\r\n' +
        '"2024-02-03T04:05:06.789Z","New Comer","new@example.com","","confirmed",""\r\n' +
        '"2024-01-02T03:04:05.678Z","Old Timer","old@example.com","Acme","confirmed",""\r\n',
    );
  });

  it('has the newsletter and contact columns', async () => {
    await NewsletterSubscriber.collection.insertOne({ email: 'reader@example.com', createdAt: new Date('2024-05-06T07:08:09.000Z') });
    const message = { email: 'ada@example.com', subject: 'support', message: 'Hi' };
    await ContactMessage.collection.insertMany([
      { ...message, name: 'Ada', handled: true, createdAt: new Date('2024-01-01T00:00:00.000Z') },
      { ...message, name: 'Bob', createdAt: new Date('2024-01-02T00:00:00.000Z') },
    ]);
    const newsletter = await download('/api/admin/newsletter.csv');
    expect(newsletter.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(newsletter.text).toBe(
      '"Created at","Email","Status","Confirmed at"\r\n"2024-05-06T07:08:09.000Z","reader@example.com","confirmed",""\r\n',
    );
    const contact = await download('/api/admin/contact.csv');
    expect(contact.headers['content-disposition']).toMatch(/^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(contact.text).toBe(
      '"Created at","Name","Email","Subject","Message","Handled"\r\n' +
        '"2024-01-02T00:00:00.000Z","Bob","ada@example.com","support","Hi","no"\r\n' +
        '"2024-01-01T00:00:00.000Z","Ada","ada@example.com","support","Hi","yes"\r\n',
    );
  });

  it('quotes every cell as RFC 4180 writes it and sends UTF-8', async () => {
    const message = { name: 'Zoë 🚀', email: 'zoe@example.com', subject: 'general' };
    await ContactMessage.collection.insertMany([
      { ...message, message: 'She said "hi", then left.', createdAt: new Date('2024-01-01T00:00:00.000Z') },
      { ...message, message: 'Line one\nLine two\r\nLine three', createdAt: new Date('2024-01-02T00:00:00.000Z') },
    ]);
    const res = await download('/api/admin/contact.csv')
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect((res.body as Buffer).toString('utf8')).toBe(
      '"Created at","Name","Email","Subject","Message","Handled"\r\n' +
        '"2024-01-02T00:00:00.000Z","Zoë 🚀","zoe@example.com","general","Line one\nLine two\r\nLine three","no"\r\n' +
        '"2024-01-01T00:00:00.000Z","Zoë 🚀","zoe@example.com","general","She said ""hi"", then left.","no"\r\n',
    );
    // ë and the emoji as UTF-8 bytes (2 and 4 of them), not Latin-1 or escapes.
    expect((res.body as Buffer).includes(Buffer.from([0x5a, 0x6f, 0xc3, 0xab, 0x20, 0xf0, 0x9f, 0x9a, 0x80]))).toBe(true);
  });

  it.each([
    ['=', `"'=1+2"`, `"'=SUM(A1)"`],
    ['+', `"'+1+2"`, `"'+SUM(A1)"`],
    ['-', `"'-1+2"`, `"'-SUM(A1)"`],
    ['@', `"'@1+2"`, `"'@SUM(A1)"`],
    ['\t', `"'\t1+2"`, `"'\tSUM(A1)"`],
    ['\r', `"'\r1+2"`, `"'\rSUM(A1)"`],
  ])('prefixes a cell starting with %j against formula injection', async (start, name, company) => {
    await WaitlistEntry.collection.insertOne({
      fullName: `${start}1+2`,
      email: 'x@example.com',
      company: `${start}SUM(A1)`,
      createdAt: new Date('2024-01-01T00:00:00.000Z'),
    });
    expect((await download('/api/admin/waitlist.csv')).text).toBe(
      `"Created at","Full name","Email","Company","Status","Confirmed at"\r\n"2024-01-01T00:00:00.000Z",${name},"x@example.com",${company},"confirmed",""\r\n`,
    );
  });

  it('keeps the semicolon cell whole: a spreadsheet splitting on `;` finds no formula in a column of its own', async () => {
    await WaitlistEntry.collection.insertOne({
      fullName: 'Semi Colon',
      email: 'x@example.com',
      company: 'Acme;=HYPERLINK("http://evil.example")',
      createdAt: new Date('2024-01-01T00:00:00.000Z'),
    });
    expect(records((await download('/api/admin/waitlist.csv')).text)[1]).toBe(
      '"2024-01-01T00:00:00.000Z","Semi Colon","x@example.com","Acme;=HYPERLINK(""http://evil.example"")","confirmed",""',
    );
  });

  it('applies the q filter (and unhandled for messages), newest first', async () => {
    await WaitlistEntry.collection.insertMany([
      { fullName: 'Anna A.', email: 'anna@example.com', createdAt: minutesAgo(3) },
      { fullName: 'Ben', email: 'ben@ANNA.dev', createdAt: minutesAgo(2) },
      { fullName: 'Carl', email: 'carl@example.com', createdAt: minutesAgo(1) },
    ]);
    const waitlist = records((await download('/api/admin/waitlist.csv?q=ANNA')).text);
    expect(waitlist.map((record) => record.split(',')[1])).toEqual(['"Full name"', '"Ben"', '"Anna A."', undefined]);
    expect(records((await download('/api/admin/waitlist.csv?q=.*')).text)).toEqual([
      '"Created at","Full name","Email","Company","Status","Confirmed at"',
      '',
    ]);

    const message = { email: 'x@example.com', subject: 'general', message: 'M' };
    await ContactMessage.collection.insertMany([
      { ...message, name: 'Done', handled: true, createdAt: minutesAgo(2) },
      { ...message, name: 'Open', handled: false, createdAt: minutesAgo(1) },
    ]);
    const open = records((await download('/api/admin/contact.csv?unhandled=true')).text);
    expect(open.map((record) => record.split(',')[1])).toEqual(['"Name"', '"Open"', undefined]);
  });

  it('refuses paging and unknown parameters and operators with 400', async () => {
    const cases: Array<[string, string]> = [
      ['waitlist.csv?page=2', 'Unknown query parameter "page"; allowed: q, status.'],
      ['waitlist.csv?q[$ne]=x', 'Unknown query parameter "q[$ne]"; allowed: q, status.'],
      ['newsletter.csv?status=gone', 'The status filter must be one of pending, confirmed, unsubscribed.'],
      ['contact.csv?unhandled=1', 'The unhandled filter must be true or false.'],
    ];
    for (const [path, message] of cases) {
      const res = await download(`/api/admin/${path}`);
      expect([path, res.status, res.body]).toEqual([path, 400, { message }]);
    }
  });

  it('streams compressed to a client that accepts gzip', async () => {
    await NewsletterSubscriber.collection.insertMany(
      Array.from({ length: 2_000 }, (_, index) => ({ email: `reader${index}@example.com`, createdAt: minutesAgo(index) })),
    );
    const res = await download('/api/admin/newsletter.csv').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    const lines = records(res.text);
    expect(lines).toHaveLength(2_002);
    expect(lines[1]).toMatch(/,"reader0@example\.com","confirmed",""$/);
  });
});
