import { createElement as h } from 'react';
import type { MailingList } from '@fns/contracts';
import { Action, MailLayout, Paragraph, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface WelcomeProps {
  list: MailingList;
  siteUrl: string;
  unsubscribeUrl: string;
}

const COPY = {
  newsletter: {
    lead: `Welcome to ${PRODUCT_NAME}. Look out for our next letter: practical, honest notes for founders facing the hard parts.`,
    reason: `You're getting this because you subscribed to the ${PRODUCT_NAME} newsletter.`,
  },
  waitlist: {
    lead: "Your place on the wait list is confirmed. We'll write when it's your turn.",
    reason: `You're getting this because you joined the ${PRODUCT_NAME} wait list.`,
  },
} as const;

/** Sent once a sign-up is confirmed: the first list mail the person gets. */
export function welcomeMail({ list, siteUrl, unsubscribeUrl }: WelcomeProps): MailTemplate {
  return {
    subject: "You're confirmed",
    body: h(
      MailLayout,
      { preview: COPY[list].lead, siteUrl, reason: COPY[list].reason, unsubscribeUrl },
      h(Title, null, "You're confirmed"),
      h(Paragraph, null, COPY[list].lead),
      h(Paragraph, null, 'Until then, our blog has stories from founders in every phase: face, adapt, build, thrive.'),
      h(Action, { href: `${siteUrl}/blog`, label: 'Read the blog' }),
      h(Paragraph, null, `Founders never solo. Glad you're here.`),
    ),
  };
}
