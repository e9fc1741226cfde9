import type { NewsletterSend, SendProgress } from '@fns/contracts';
import type { SendsTexts } from '../../components/sends-table';
import { countOf, qualified, type Noun } from '../../lib/counted-noun';
import { formatDateTime } from '../../lib/local-time';

const SUBSCRIBERS: Noun = { one: 'subscriber', many: 'subscribers' };
export const subscribers = (count: number) => countOf(count, SUBSCRIBERS);

/** A post sent as the newsletter, as the console words it. */
export const NEWSLETTER_TEXTS = {
  title: 'Send as newsletter',
  intro: 'A published post as the newsletter: see the mail, send yourself a test, then send it to every subscriber.',
  loading: 'Loading the newsletter...',
  preview: 'Preview',
  subject: (subject: string) => `Subject: ${subject}`,
  frame: 'Newsletter preview',
  plainText: 'Plain-text version',
  test: 'Send a test',
  testTo: 'Send a test to',
  sendTest: 'Send test',
  send: 'Send to subscribers',
  audience: (count: number) => `It goes to ${countOf(count, qualified(SUBSCRIBERS, 'confirmed'))}, each with their own unsubscribe link.`,
  noAudience: 'No one is subscribed to the newsletter yet.',
  sendTo: (count: number) => `Send to ${subscribers(count)}`,
  sendAgain: 'Send again…',
  askSend: (count: number) => `Send this post to ${subscribers(count)}?`,
  sendFollows: 'Each gets it once. It cannot be called back.',
  askResend: (count: number) => `Send this post again to ${subscribers(count)}?`,
  resendFollows: ({ createdAt, recipients }: NewsletterSend) =>
    `It went out on ${formatDateTime(createdAt)} to ${subscribers(recipients)}: everyone gets it once more. It cannot be called back.`,
  sure: 'Yes, send it again to everyone',
  queued: ({ recipients }: NewsletterSend) => `The newsletter is on its way to ${subscribers(recipients)}.`,
} as const;

/** The confirming buttons of the dialogs. */
export const SEND_NEWSLETTER = { label: 'Send newsletter', working: 'Sending' } as const;
export const SEND_AGAIN = { label: 'Send again', working: 'Sending' } as const;

/** The post's sends: their table and how their mail goes out. */
export const SENDS_TEXTS: SendsTexts<NewsletterSend> = {
  heading: 'Sends',
  size: { header: 'Recipients', count: (send) => send.recipients },
  sent: 'Delivered',
  empty: 'Not sent yet.',
  sending: ({ queued, sent, failed }: SendProgress) =>
    `Sending the newsletter: ${sent} delivered, ${failed} failed, ${queued} still queued.`,
  done: ({ sent, failed }: SendProgress) => `The newsletter is out: ${sent} delivered, ${failed} failed.`,
};
