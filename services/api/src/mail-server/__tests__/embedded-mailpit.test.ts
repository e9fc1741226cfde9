import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { setLogLevel } from '../../lib/logger';
import { freePort } from '../../test-support/api-process';
import { clearMail, htmlCheck, linkCheck, linkIn, mailsTo, mailTo } from '../../test-support/mailpit';
import { testConfig } from '../../test-support/test-app';
import { MailpitError, startMailpit, type EmbeddedMailpit } from '../embedded-mailpit';
import { openMailServer } from '../mail-server';

beforeAll(() => setLogLevel('silent'));

const uniqueAddress = (label: string) => `${label}-${randomUUID()}@example.test`;

function send(smtpUrl: string, message: SendMailOptions) {
  return nodemailer.createTransport(smtpUrl).sendMail({ from: 'Founders Never Solo <hello@example.test>', ...message });
}

async function twoFreePorts(): Promise<{ smtpPort: number; uiPort: number }> {
  const smtpPort = await freePort();
  let uiPort = await freePort();
  while (uiPort === smtpPort) uiPort = await freePort();
  return { smtpPort, uiPort };
}

describe('the embedded Mailpit', () => {
  let mailpit: EmbeddedMailpit | undefined;
  afterEach(() => mailpit?.stop());

  it('starts on 127.0.0.1, accepts mail over SMTP, shows it through its API, and frees its ports when stopped', async () => {
    const ports = await twoFreePorts();
    mailpit = await startMailpit(ports);
    expect(mailpit).toMatchObject({
      smtpUrl: `smtp://127.0.0.1:${ports.smtpPort}`,
      apiUrl: `http://127.0.0.1:${ports.uiPort}`,
      owned: true,
    });

    const to = uniqueAddress('started');
    await send(mailpit.smtpUrl, { to, subject: 'Hello from the test', text: 'Plain words.' });
    const search = await fetch(`${mailpit.apiUrl}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
    expect(await search.json()).toMatchObject({ messages: [{ Subject: 'Hello from the test', To: [{ Address: to }] }] });

    await mailpit.stop();
    await expect(fetch(`${mailpit.apiUrl}/api/v1/info`)).rejects.toThrow();
  });

  it('reuses a Mailpit already on its ports only when told, and then leaves it running', async () => {
    const ports = await twoFreePorts();
    mailpit = await startMailpit(ports);

    await expect(startMailpit(ports)).rejects.toThrow(MailpitError);
    const reused = await startMailpit({ ...ports, reuse: true });
    expect(reused).toMatchObject({ smtpUrl: mailpit.smtpUrl, owned: false });
    await reused.stop();
    expect((await fetch(`${mailpit.apiUrl}/api/v1/info`)).ok).toBe(true);
  });

  it("is what the API sends to without SMTP_URL, and is stopped with the API's mail server", async () => {
    const ports = await twoFreePorts();
    const config = testConfig({ SMTP_URL: '', MAILPIT_SMTP_PORT: String(ports.smtpPort), MAILPIT_UI_PORT: String(ports.uiPort) });
    const server = await openMailServer(config);
    expect(server.smtpUrl).toBe(`smtp://127.0.0.1:${ports.smtpPort}`);
    await server.close();
    await expect(fetch(`http://127.0.0.1:${ports.uiPort}/api/v1/info`)).rejects.toThrow();
  });

  it('is not started with SMTP_URL set or with MAIL_DISABLED', async () => {
    expect((await openMailServer(testConfig({ SMTP_URL: 'smtp://mail.example.test:587' }))).smtpUrl).toBe('smtp://mail.example.test:587');
    expect((await openMailServer(testConfig({ MAIL_DISABLED: 'true' }))).smtpUrl).toBeUndefined();
  });
});

describe("the test run's mail reader", () => {
  it("finds the newest mail to one address, with its headers, among everyone else's", async () => {
    const to = uniqueAddress('reader');
    const other = uniqueAddress('other');
    const smtpUrl = process.env.TEST_SMTP_URL!;
    await send(smtpUrl, { to, subject: 'First', text: 'one' });
    await send(smtpUrl, { to: other, subject: 'Not yours', text: 'other' });
    await send(smtpUrl, {
      to,
      subject: 'Second',
      text: 'Confirm: http://127.0.0.1:1/confirm',
      html: '<p>Confirm: <a href="http://127.0.0.1:1/confirm">confirm</a></p>',
      headers: { 'List-Unsubscribe': '<https://example.test/unsubscribe/abc>' },
    });

    const newest = await mailTo(to);
    expect(newest).toMatchObject({ subject: 'Second', from: { Address: 'hello@example.test' }, to: [{ Address: to }] });
    expect(linkIn(newest, /confirm/)).toBe('http://127.0.0.1:1/confirm');
    expect(newest.headers['List-Unsubscribe']).toEqual(['<https://example.test/unsubscribe/abc>']);
    expect((await mailTo(to, { subject: 'First' })).text).toContain('one');
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['Second', 'First']);

    expect((await htmlCheck(newest)).Total.Tests).toBeGreaterThan(0);
    expect(await linkCheck(newest)).toMatchObject({ Errors: 1, Links: [{ URL: 'http://127.0.0.1:1/confirm' }] });

    await clearMail(to);
    expect(await mailsTo(to)).toEqual([]);
    expect(await mailsTo(other)).toHaveLength(1);
    await expect(mailTo(to, { timeoutMs: 300 })).rejects.toThrow(`No mail to ${to}`);
  });
});
