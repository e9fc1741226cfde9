import { confirmationMail } from './confirmation-mail';
import { contactNoticeMail } from './contact-notice-mail';
import { invitationMail } from './invitation-mail';
import { listLetterMail } from './list-letter-mail';
import { newsletterMail } from './newsletter-mail';
import { renderMail, type MailTemplate, type RenderedMail } from './mail-template';
import { passwordResetMail } from './password-reset-mail';
import { staffInvitationMail } from './staff-invitation-mail';
import { testMail } from './test-mail';
import { welcomeMail } from './welcome-mail';

/** Every mail the site sends, under the name the outbox stores it by. */
const TEMPLATES = {
  confirmation: confirmationMail,
  welcome: welcomeMail,
  'list-letter': listLetterMail,
  newsletter: newsletterMail,
  'password-reset': passwordResetMail,
  'contact-notice': contactNoticeMail,
  invitation: invitationMail,
  'staff-invitation': staffInvitationMail,
  test: testMail,
} satisfies Record<string, (props: never) => MailTemplate>;

export type MailTemplateName = keyof typeof TEMPLATES;
export const MAIL_TEMPLATE_NAMES = Object.keys(TEMPLATES) as MailTemplateName[];

/**
 * A mail as it is queued: a template's name and its props, plain data the outbox stores. It is
 * rendered by the worker that sends it, so the request that queued it never pays for rendering.
 */
export type MailContent = { [N in MailTemplateName]: { template: N; props: Parameters<(typeof TEMPLATES)[N]>[0] } }[MailTemplateName];

const templateOf = ({ template, props }: MailContent): MailTemplate =>
  (TEMPLATES[template] as (props: MailContent['props']) => MailTemplate)(props);

/** The subject alone (the console lists it): no rendering. */
export const subjectOf = (content: MailContent): string => templateOf(content).subject;

/** A queued mail's HTML and plain-text parts; throws for a template the catalog does not have. */
export function renderQueued({ template, props }: { template: string; props: unknown }): RenderedMail {
  if (!Object.hasOwn(TEMPLATES, template)) throw new Error(`no template is named "${template}"`);
  return renderMail(templateOf({ template, props } as MailContent));
}
