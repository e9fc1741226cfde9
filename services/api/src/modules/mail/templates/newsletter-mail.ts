import { createElement as h } from 'react';
import { Img } from '@react-email/components';
import { Action, MailLayout, Paragraph, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { MAIL_MAX_WIDTH_PX, PRODUCT_NAME } from './mail-theme';

export interface NewsletterProps {
  siteUrl: string;
  title: string;
  /** Absolute; null for a post without an image. */
  imageUrl: string | null;
  /** The post's opening: its first section, or the start of its text. */
  paragraphs: readonly string[];
  /** The post on the site, with the newsletter's utm parameters. */
  readUrl: string;
  unsubscribeUrl: string;
  preferencesUrl?: string | undefined;
}

/** A published post sent as the newsletter: its title, image and opening, and a way to read on. */
export function newsletterMail({
  siteUrl,
  title,
  imageUrl,
  paragraphs,
  readUrl,
  unsubscribeUrl,
  preferencesUrl,
}: NewsletterProps): MailTemplate {
  return {
    subject: title,
    body: h(
      MailLayout,
      {
        preview: paragraphs[0] ?? title,
        siteUrl,
        reason: `You're getting this because you subscribed to the ${PRODUCT_NAME} newsletter.`,
        unsubscribeUrl,
        preferencesUrl,
      },
      imageUrl &&
        h(Img, {
          src: imageUrl,
          alt: '',
          width: MAIL_MAX_WIDTH_PX - 48,
          style: { width: '100%', height: 'auto', borderRadius: '6px', margin: '0 0 24px' },
        }),
      h(Title, null, title),
      ...paragraphs.map((paragraph, index) => h(Paragraph, { key: index }, paragraph)),
      h(Action, { href: readUrl, label: 'Read on the site' }),
    ),
  };
}
