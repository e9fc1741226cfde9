import { createElement as h } from 'react';
import { Action, MailLayout, Paragraph, SmallPrint, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface InvitationProps {
  siteUrl: string;
  /** INVITE_URL?code={code}: the page that checks the code and takes the person in. */
  joinUrl: string;
  unsubscribeUrl: string;
  preferencesUrl?: string | undefined;
  /** ISO date and time the code stops working. */
  expiresAt: string;
  firstName?: string | null;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "It's your turn": a wait list entry's invitation, with its single-use code in the link. */
export function invitationMail({ siteUrl, joinUrl, unsubscribeUrl, preferencesUrl, expiresAt, firstName }: InvitationProps): MailTemplate {
  const lead = `${firstName ? `Hi ${firstName}, it's` : "It's"} your turn: your place on the ${PRODUCT_NAME} wait list has come up.`;
  return {
    subject: `Your invitation to ${PRODUCT_NAME}`,
    body: h(
      MailLayout,
      {
        preview: lead,
        siteUrl,
        reason: `You're getting this because you joined the ${PRODUCT_NAME} wait list.`,
        unsubscribeUrl,
        preferencesUrl,
      },
      h(Title, null, "It's your turn"),
      h(Paragraph, null, lead),
      h(Paragraph, null, 'Press the button to join. The link is yours alone, and it works once.'),
      h(Action, { href: joinUrl, label: 'Join Founders Never Solo' }),
      h(SmallPrint, null, `The invitation works until ${dateOf(expiresAt)}. Not for you? Ignore this mail.`),
    ),
  };
}
