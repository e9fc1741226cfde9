import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../config/config';
import { confirmationMail } from '../templates/confirmation-mail';
import { contactNoticeMail, type NoticedMessage } from '../templates/contact-notice-mail';
import { listLetterMail } from '../templates/list-letter-mail';
import { renderMail, type MailTemplate } from '../templates/mail-template';
import { MAIL_COLORS, MAIL_FONT } from '../templates/mail-theme';
import { testMail } from '../templates/test-mail';
import { welcomeMail } from '../templates/welcome-mail';

const siteUrl = 'https://founders.example';
const links = {
  siteUrl,
  unsubscribeUrl: `${siteUrl}/unsubscribe/UNSUB`,
  preferencesUrl: `${siteUrl}/preferences/PREFS`,
  confirmUrl: `${siteUrl}/confirm/CONFIRM`,
};
const contact = (n: number, message = `Message ${n}.`): NoticedMessage => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  subject: 'partnership',
  message,
  createdAt: new Date(Date.UTC(2031, 0, 7, 10, n)),
});
const notice = { siteUrl, more: 0, windowMinutes: 10 };
const TEMPLATES: Record<string, MailTemplate> = {
  'newsletter confirmation': confirmationMail({ list: 'newsletter', validHours: 48, ...links }),
  'wait list confirmation': confirmationMail({ list: 'waitlist', validHours: 48, fullName: 'Ada Lovelace', ...links }),
  'newsletter welcome': welcomeMail({ list: 'newsletter', ...links }),
  'wait list welcome': welcomeMail({ list: 'waitlist', ...links }),
  'list letter': listLetterMail({ list: 'newsletter', subject: 'Notes', paragraphs: ['One.', 'Two.'], ...links }),
  'test mail': testMail({ siteUrl }),
  'contact notice': contactNoticeMail({ ...notice, messages: [contact(1)] }),
  'contact digest': contactNoticeMail({ ...notice, messages: [contact(1), contact(2)], more: 3 }),
};
/** Mail that is not sent because of a list: no unsubscribe link. */
const NOT_LIST_MAIL = new Set(['test mail', 'contact notice', 'contact digest']);

describe.each(Object.entries(TEMPLATES))('the %s', (_name, template) => {
  it('has an HTML part with inline styles, 600 px at most, absolute links to the site, and a plain-text part', () => {
    const { subject, html, text } = renderMail(template);
    expect(subject).not.toBe('');
    expect(html).not.toMatch(/<style|<link /);
    expect(html).toContain('max-width:600px');
    expect([...html.matchAll(/max-width:(\d+)px/g)].every(([, px]) => Number(px) <= 600)).toBe(true);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(siteUrl)).toBe(true);
    for (const image of html.match(/<img [^>]*>/g) ?? []) expect(image).toMatch(/ alt="[^"]+"/);
    expect(text).toContain('Founders Never Solo');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('shows its unsubscribe link and the preference page at the foot when it is list mail', () => {
    const { html, text } = renderMail(template);
    const listMail = !NOT_LIST_MAIL.has(_name);
    for (const url of [links.unsubscribeUrl, links.preferencesUrl]) {
      expect(html.includes(url)).toBe(listMail);
      expect(text.includes(url)).toBe(listMail);
    }
    if (listMail) expect(text).toMatch(/No longer want these mails\? Unsubscribe \S+ · Manage your preferences \S+/);
  });
});

describe('the mail templates', () => {
  it('leave the preference link out of mail queued before it existed', () => {
    const { text } = renderMail(welcomeMail({ list: 'newsletter', siteUrl, unsubscribeUrl: links.unsubscribeUrl }));
    expect(text).toContain('Unsubscribe');
    expect(text).not.toContain('Manage your preferences');
  });

  it('carry the confirm link in both parts, and greet a wait list sign-up by first name', () => {
    const { html, text } = renderMail(TEMPLATES['wait list confirmation']!);
    expect(html).toContain(`href="${links.confirmUrl}"`);
    expect(text).toContain(links.confirmUrl);
    expect(text).toContain('Hi Ada,');
    expect(text).toContain('48 hours');
  });

  it("use the design system's colours and font", () => {
    const tokens = readFileSync(path.join(REPO_ROOT, 'design-system/src/styles/_tokens.scss'), 'utf8');
    const token = (name: string) => new RegExp(`\\$color-${name}:\\s*(#[0-9a-f]{6})`).exec(tokens)?.[1];
    const names: Record<keyof typeof MAIL_COLORS, string> = {
      navy: 'navy',
      gold: 'gold',
      teal: 'teal',
      offWhite: 'off-white',
      sand: 'sand',
      white: 'white',
      ink: 'ink',
      muted: 'muted',
      border: 'border',
    };
    for (const [key, name] of Object.entries(names))
      expect({ key, value: MAIL_COLORS[key as keyof typeof MAIL_COLORS] }).toEqual({ key, value: token(name) });
    const fontStack = /\$font-family-base:([^;]+);/.exec(tokens)![1]!.replace(/\s+/g, ' ').trim();
    expect(MAIL_FONT).toBe(fontStack);
  });

  it('show a contact message in full, line breaks kept, with a link to it in the console', () => {
    const { subject, html, text } = renderMail(TEMPLATES['contact notice']!);
    expect(subject).toBe('New contact message from Sender 1 (Partnership)');
    expect(html).toContain(`href="${siteUrl}/admin/messages?q=sender1%40example.com"`);
    expect(text).toContain('Sender 1 (sender1@example.com) · Partnership · 2031-01-07 10:01 UTC');
    const multiline = renderMail(contactNoticeMail({ ...notice, messages: [contact(1, 'First line.\nSecond line.')] }));
    expect(multiline.text).toMatch(/First line\.\nSecond line\./);
  });

  it('list the start of each message in a digest, and count the ones not listed', () => {
    const long = contact(2, `${'word '.repeat(100)}THE-END`);
    const { subject, text } = renderMail(contactNoticeMail({ ...notice, messages: [contact(1), long], more: 3 }));
    expect(subject).toBe('5 new contact messages');
    expect(text).toContain('Message 1.');
    expect(text).not.toContain('THE-END');
    expect(text).toContain('…');
    expect(text).toContain('And 3 more.');
    expect(text).toContain(`${siteUrl}/admin/messages?unhandled=true`);
  });

  it("escape what a contact message's sender wrote, and make no link of it", () => {
    const hostile = {
      ...contact(1, '<a href="https://evil.example/">click</a> <script>alert(1)</script> https://evil.example/x'),
      name: '<b>Mallory</b>',
    };
    for (const messages of [[hostile], [hostile, contact(2)]] as const) {
      const { html } = renderMail(contactNoticeMail({ ...notice, messages }));
      expect(html).not.toMatch(/<script|<b>|href="https:\/\/evil/);
      expect(html).toContain('&lt;script&gt;');
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!);
      for (const href of hrefs) expect(href.startsWith(siteUrl)).toBe(true);
    }
  });
});
