import type { MailContent } from '../modules/mail/templates/mail-catalog';

/** A queued mail's content for tests: a newsletter letter with this subject and body text. */
export const letter = (subject: string, text = subject): MailContent => ({
  template: 'list-letter',
  props: {
    list: 'newsletter',
    siteUrl: 'http://127.0.0.1:3000',
    unsubscribeUrl: 'http://127.0.0.1:3000/unsubscribe/t',
    subject,
    paragraphs: [text],
  },
});
