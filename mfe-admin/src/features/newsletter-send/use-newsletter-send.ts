import type { NewsletterSend } from '@fns/contracts';
import { useState } from 'react';
import { NEWSLETTER_ERRORS } from '../../lib/api-messages';
import { sendNewsletter } from '../../lib/newsletter-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { NEWSLETTER_TEXTS } from './newsletter-texts';
import type { NewsletterOverviewState } from './use-newsletter-overview';

/** What the dialogs ask about: how many it goes to now, and (sending again) the latest send. */
export interface SendSubject {
  audience: number;
  last: NewsletterSend;
}

/**
 * "Send to subscribers" behind a confirmation, and "Send again" behind a confirmation and a ticked box
 * (`sure`, unticked each time its dialog opens). A send is watched and the overview read again; a
 * refusal reads it again too (someone else may have sent it meanwhile, subscribers come and go).
 */
export function useNewsletterSend(postId: string, { refresh, watch }: Pick<NewsletterOverviewState, 'refresh' | 'watch'>) {
  const [outcome, setOutcome] = useState('');
  const [sure, setSure] = useState(false);

  const perform = async (resend: boolean) => {
    try {
      return await sendNewsletter(postId, resend);
    } catch (error) {
      refresh();
      throw error;
    }
  };
  const sent = (_subject: unknown, send: NewsletterSend) => {
    setOutcome(NEWSLETTER_TEXTS.queued(send));
    watch(send.id);
    refresh();
  };
  const first = useConfirmedAction<number, [], NewsletterSend>(
    () => perform(false),
    () => NEWSLETTER_ERRORS.send,
    sent,
  );
  const again = useConfirmedAction<SendSubject, [], NewsletterSend>(
    () => perform(true),
    () => NEWSLETTER_ERRORS.send,
    sent,
  );
  const askAgain = (subject: SendSubject) => {
    setSure(false);
    again.ask(subject);
  };

  return { first, again: { ...again, ask: askAgain }, sure, setSure, outcome };
}

export type NewsletterSending = ReturnType<typeof useNewsletterSend>;
