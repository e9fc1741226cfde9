import { createElement as h } from 'react';
import { Action, MailLayout, Paragraph, SmallPrint, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface PasswordResetProps {
  siteUrl: string;
  /** The console's /admin/reset-password?token=… page. */
  resetUrl: string;
  username: string;
  /** How long the link works. */
  validMinutes: number;
}

/** The link to choose a new administrator password: no list mail (no unsubscribe), sent whatever the suppression lists say. */
export function passwordResetMail({ siteUrl, resetUrl, username, validMinutes }: PasswordResetProps): MailTemplate {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    body: h(
      MailLayout,
      {
        preview: `Your link to choose a new password works for ${validMinutes} minutes.`,
        siteUrl,
        reason: `Someone asked for a password reset for the ${PRODUCT_NAME} administrator with this e-mail address.`,
      },
      h(Title, null, 'Reset your password'),
      h(Paragraph, null, `Someone, hopefully you, asked to reset the password of the administrator "${username}".`),
      h(Action, { href: resetUrl, label: 'Choose a new password' }),
      h(
        SmallPrint,
        null,
        `This link works for ${validMinutes} minutes and only once. If you did not ask for it, ignore this mail: your password stays as it is.`,
      ),
    ),
  };
}
