import { createElement as h } from 'react';
import { MailLayout, Paragraph, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

/** A plain mail to check that mail from this site reaches an inbox, and how it looks there. */
export function testMail({ siteUrl }: { siteUrl: string }): MailTemplate {
  return {
    subject: `Test mail from ${PRODUCT_NAME}`,
    body: h(
      MailLayout,
      { preview: 'Mail from the site reaches you.', siteUrl, reason: 'An administrator of the site sent this test.' },
      h(Title, null, 'It works'),
      h(Paragraph, null, `If you can read this, mail from ${PRODUCT_NAME} reaches this inbox. Nothing else to do.`),
    ),
  };
}
