import { createElement as h } from 'react';
import type { MailingList } from '@fns/contracts';
import { MailLayout, Paragraph, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface ListLetterProps {
  list: MailingList;
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl?: string | undefined;
  subject: string;
  paragraphs: readonly string[];
}

const REASON = {
  newsletter: `You're getting this because you subscribed to the ${PRODUCT_NAME} newsletter.`,
  waitlist: `You're getting this because you joined the ${PRODUCT_NAME} wait list.`,
} as const;

/** A letter to a list: a title and paragraphs, in the frame every list mail has (its unsubscribe link at the foot). */
export function listLetterMail({ list, siteUrl, unsubscribeUrl, preferencesUrl, subject, paragraphs }: ListLetterProps): MailTemplate {
  return {
    subject,
    body: h(
      MailLayout,
      { preview: paragraphs[0] ?? subject, siteUrl, reason: REASON[list], unsubscribeUrl, preferencesUrl },
      h(Title, null, subject),
      ...paragraphs.map((paragraph, index) => h(Paragraph, { key: index }, paragraph)),
    ),
  };
}
