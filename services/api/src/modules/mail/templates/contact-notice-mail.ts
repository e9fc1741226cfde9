import { createElement as h } from 'react';
import { Section, Text } from '@react-email/components';
import { Action, MailLayout, Paragraph, SmallPrint, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { MAIL_COLORS as color } from './mail-theme';

/** A contact message as the notice shows it. */
export interface NoticedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

export interface ContactNoticeProps {
  siteUrl: string;
  /** Oldest first: one is shown in full; several make a digest. */
  messages: readonly [NoticedMessage, ...NoticedMessage[]];
  /** Messages counted but not listed (a digest lists a bounded number). */
  more: number;
  /** A digest gathers what came in during this many minutes. */
  windowMinutes: number;
}

/** How much of each message a digest shows. */
const DIGEST_EXCERPT_CHARS = 200;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const excerpt = (text: string) => {
  const line = oneLine(text);
  return line.length > DIGEST_EXCERPT_CHARS ? `${line.slice(0, DIGEST_EXCERPT_CHARS - 1)}…` : line;
};
const subjectLabel = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);
const receivedAt = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** What the sender wrote: plain text (React escapes it, and no link is made of it), its line breaks kept. */
const lines = (text: string) => text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));
const quote = { borderLeft: `4px solid ${color.sand}`, padding: '4px 0 4px 16px', margin: '0 0 24px' } as const;

const Sender = ({ message }: { message: NoticedMessage }) =>
  h(SmallPrint, null, `${oneLine(message.name)} (${message.email}) · ${subjectLabel(message.subject)} · ${receivedAt(message.createdAt)}`);

/**
 * The administrators' notice of new contact messages: one message in full (its mail replies go to
 * the sender), or a digest of several with the start of each. Not list mail: no unsubscribe link.
 */
export function contactNoticeMail({ siteUrl, messages, more, windowMinutes }: ContactNoticeProps): MailTemplate {
  const [first] = messages;
  const single = messages.length === 1 && more === 0;
  const count = messages.length + more;
  const layout = {
    siteUrl,
    reason: `You're getting this because messages sent through the contact form on ${siteUrl.replace(/^https?:\/\//, '')} are announced to this address.`,
  };
  if (single)
    return {
      subject: `New contact message from ${oneLine(first.name)} (${subjectLabel(first.subject)})`,
      body: h(
        MailLayout,
        { ...layout, preview: excerpt(first.message) },
        h(Title, null, 'New contact message'),
        h(Sender, { message: first }),
        h(Section, { style: quote }, h(Paragraph, null, ...lines(first.message))),
        h(Action, { href: `${siteUrl}/admin/messages?q=${encodeURIComponent(first.email)}`, label: 'Open in the console' }),
        h(SmallPrint, null, `Replying to this mail answers ${oneLine(first.name)}.`),
      ),
    };
  return {
    subject: `${count} new contact messages`,
    body: h(
      MailLayout,
      { ...layout, preview: `${oneLine(first.name)}: ${excerpt(first.message)}` },
      h(Title, null, `${count} new contact messages`),
      h(
        Paragraph,
        null,
        `They came in since the last notice: while messages keep coming, they are gathered into one mail every ${windowMinutes} minutes.`,
      ),
      ...messages.map((message, index) =>
        h(Section, { key: index, style: quote }, h(Sender, { message }), h(Text, { style: { margin: 0 } }, excerpt(message.message))),
      ),
      more > 0 ? h(Paragraph, null, `And ${more} more.`) : null,
      h(Action, { href: `${siteUrl}/admin/messages?unhandled=true`, label: 'Open the messages' }),
    ),
  };
}
