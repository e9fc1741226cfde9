import { createTransport } from 'nodemailer';
import type { Config } from '../../config/config';

/** SMTP waits, bounded so that an attempt ends well within its lease (mail-worker.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A name and an address, as Nodemailer takes them apart: it quotes each, so neither can add an address. */
export interface MailAddress {
  name?: string | null | undefined;
  address: string;
}

export interface MailMessage {
  /** The outbox id: the Message-ID is made from it, so a repeat after a crash carries the same one. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Unset: replies go to MAIL_FROM. */
  replyTo?: MailAddress | null | undefined;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The domain of the From address (`Name <a@b.c>` or `a@b.c`), for Message-IDs. */
export function fromDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Nodemailer over SMTP, From MAIL_FROM, DKIM-signed when DKIM_DOMAIN, DKIM_SELECTOR and
 * DKIM_PRIVATE_KEY are set. Connections are pooled, one per attempt the worker makes at once
 * (`connections`): no handshake per message, and a slow or broken one holds up no other.
 */
export function createMailTransport(config: Config, smtpUrl: string, connections: number): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    ...SMTP_TIMEOUTS,
    ...(config.mail.dkim ? { dkim: config.mail.dkim } : {}),
  });
  const domain = fromDomain(config.mail.from);
  return {
    async send({ id, to, subject, html, text, headers, replyTo }) {
      const messageId = `<${id}@${domain}>`;
      const reply = replyTo ? { replyTo: { name: replyTo.name ?? '', address: replyTo.address } } : {};
      await transporter.sendMail({ from: config.mail.from, to, subject, html, text, headers, messageId, ...reply });
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether trying the same message again may work: not after a permanent SMTP answer (5xx but 503,
 * as Nodemailer marks it); after a 4xx answer, a refused or dropped connection, a time-out, yes.
 */
export function isRetryable(error: unknown): boolean {
  return (error as { permanent?: boolean }).permanent !== true;
}

/** What is kept of a failure: the SMTP answer when there was one, else the error's code and message. */
export function describeFailure(error: unknown): string {
  const { code, response, message } = error as { code?: string; response?: string; message?: string };
  const text = response ?? message ?? String(error);
  return (code && !text.includes(code) ? `${code}: ${text}` : text).slice(0, 500);
}
