import type { Config } from '../config/config';
import { logger } from '../lib/logger';
import { startMailpit } from './embedded-mailpit';

export interface MailServer {
  /** Where the API sends mail; undefined when MAIL_DISABLED: nothing is sent. */
  smtpUrl: string | undefined;
  /** Stops the embedded Mailpit when this process started it. */
  close(): Promise<void>;
}

const nothingToClose = () => Promise.resolve();

/**
 * The mail server the API sends through: none with MAIL_DISABLED, SMTP_URL when set, and otherwise
 * (never in production, where the configuration requires one of them) the embedded Mailpit on
 * MAILPIT_SMTP_PORT, started here unless this project's Mailpit already answers there.
 */
export async function openMailServer(config: Config): Promise<MailServer> {
  if (config.mail.disabled) {
    logger.warn('MAIL_DISABLED: no mail is sent; sign-ups are confirmed at once (single opt-in).');
    return { smtpUrl: undefined, close: nothingToClose };
  }
  if (config.mail.smtpUrl) return { smtpUrl: config.mail.smtpUrl, close: nothingToClose };
  if (config.env === 'production') throw new Error('SMTP_URL is required when NODE_ENV=production (or MAIL_DISABLED=true).');

  const mailpit = await startMailpit({ ...config.mail.mailpit, reuse: true });
  const reading = `read its mail at ${mailpit.apiUrl}/api/v1/messages`;
  logger.info(
    mailpit.owned
      ? `Embedded mail server (Mailpit) on ${mailpit.smtpUrl}; ${reading}`
      : `Sending mail to the Mailpit already on ${mailpit.smtpUrl}; ${reading}`,
  );
  return { smtpUrl: mailpit.smtpUrl, close: () => mailpit.stop() };
}
