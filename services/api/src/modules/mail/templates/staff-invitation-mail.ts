import { createElement as h } from 'react';
import { Action, MailLayout, Paragraph, SmallPrint, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface StaffInvitationProps {
  siteUrl: string;
  /** The console's /admin/join?token=… page. */
  joinUrl: string;
  invitedBy: string;
  /** The role's label, e.g. "Author". */
  role: string;
  /** ISO date and time the link stops working. */
  expiresAt: string;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An invitation to the console's team: no list mail (no unsubscribe), sent whatever the suppression lists say. */
export function staffInvitationMail({ siteUrl, joinUrl, invitedBy, role, expiresAt }: StaffInvitationProps): MailTemplate {
  const lead = `${invitedBy} invited you to join the ${PRODUCT_NAME} team as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}.`;
  return {
    subject: `${invitedBy} invited you to the ${PRODUCT_NAME} team`,
    body: h(
      MailLayout,
      { preview: lead, siteUrl, reason: `A ${PRODUCT_NAME} administrator or editor invited this e-mail address.` },
      h(Title, null, 'Join the team'),
      h(Paragraph, null, lead),
      h(Paragraph, null, 'Press the button to choose your name and password.'),
      h(Action, { href: joinUrl, label: 'Join the team' }),
      h(SmallPrint, null, `The link works once, until ${dateOf(expiresAt)}. Not expecting it? Ignore this mail.`),
    ),
  };
}
