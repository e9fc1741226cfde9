import { createElement as h } from 'react';
import type { MailingList } from '@fns/contracts';
import { Action, MailLayout, Paragraph, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface WelcomeProps {
  list: MailingList;
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl?: string | undefined;
  /** On the wait list: the place in line at confirmation, and the person's status page. */
  position?: number;
  statusUrl?: string;
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

/** "You're number 42 in line." */
const placeInLine = (position: number) => `You're number ${position.toLocaleString('en-US')} in line.`;

/** Sent once a sign-up is confirmed: the first list mail the person gets; on the wait list, with its place in line. */
export function welcomeMail({ list, siteUrl, unsubscribeUrl, preferencesUrl, position, statusUrl }: WelcomeProps): MailTemplate {
  const lead = position === undefined ? COPY[list].lead : `${COPY[list].lead} ${placeInLine(position)}`;
  return {
    subject: "You're confirmed",
    body: h(
      MailLayout,
      { preview: lead, siteUrl, reason: COPY[list].reason, unsubscribeUrl, preferencesUrl },
      h(Title, null, "You're confirmed"),
      h(Paragraph, null, lead),
      statusUrl && h(Action, { href: statusUrl, label: 'See your place in line' }),
      h(Paragraph, null, 'Until then, our blog has stories from founders in every phase: face, adapt, build, thrive.'),
      h(Action, { href: `${siteUrl}/blog`, label: 'Read the blog' }),
      h(Paragraph, null, `Founders never solo. Glad you're here.`),
    ),
  };
}
