import { createElement as h } from 'react';
import type { MailingList } from '@fns/contracts';
import { firstNameOf } from '../../../lib/first-name';
import { Action, MailLayout, Paragraph, SmallPrint, Title } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { PRODUCT_NAME } from './mail-theme';

export interface ConfirmationProps {
  list: MailingList;
  siteUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  preferencesUrl?: string | undefined;
  /** How long the link works. */
  validHours: number;
  /** The wait list's greeting. */
  fullName?: string | null | undefined;
}

const COPY = {
  newsletter: {
    subject: `Confirm your subscription to ${PRODUCT_NAME}`,
    title: 'Confirm your subscription',
    lead: () => 'Thanks for signing up for our newsletter: honest notes for founders who would rather not do it alone.',
    action: 'Confirm my subscription',
  },
  waitlist: {
    subject: `Confirm your place on the ${PRODUCT_NAME} wait list`,
    title: 'Confirm your place on the wait list',
    lead: (name: string | undefined) =>
      `${name ? `Hi ${name}, thanks` : 'Thanks'} for joining the wait list. One click tells us it's really you, and we'll write when it's your turn.`,
    action: 'Confirm my place',
  },
} as const;

/** The double opt-in mail: one button to the confirm page (which confirms only when its own button is pressed). */
export function confirmationMail({
  list,
  siteUrl,
  confirmUrl,
  unsubscribeUrl,
  preferencesUrl,
  validHours,
  fullName,
}: ConfirmationProps): MailTemplate {
  const copy = COPY[list];
  return {
    subject: copy.subject,
    body: h(
      MailLayout,
      {
        preview: "One click and you're in.",
        siteUrl,
        reason: `Someone, hopefully you, entered this address on ${siteUrl.replace(/^https?:\/\//, '')}.`,
        unsubscribeUrl,
        preferencesUrl,
      },
      h(Title, null, copy.title),
      h(Paragraph, null, copy.lead(firstNameOf(fullName) ?? undefined)),
      h(Action, { href: confirmUrl, label: copy.action }),
      h(SmallPrint, null, `The link works for ${validHours} hours. Didn't sign up? Ignore this mail and you won't hear from us.`),
    ),
  };
}
