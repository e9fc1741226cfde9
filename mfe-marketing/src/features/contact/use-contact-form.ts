import { useBotCheck } from '@fns/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_CONTACT, type ContactValues } from './contact-content';
import { sendContactMessage } from './send-contact-message';

/** SPEC section 4/9: "submitting" lasts at least 1.5 s; "success" shows for 3 s. */
export const CONTACT_SUBMIT_MS = 1500;
export const CONTACT_SUCCESS_MS = 3000;

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The contact form's state machine: idle → submitting → success → (3 s) idle with the form
 * cleared, or submitting → error, which stays editable so the visitor can retry.
 */
export function useContactForm(initial: Partial<ContactValues> = {}) {
  const [values, setValues] = useState<ContactValues>({ ...EMPTY_CONTACT, ...initial });
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [feedback, setFeedback] = useState('');
  const mounted = useRef(true);
  const bot = useBotCheck('contactSubmit');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => {
      setValues(EMPTY_CONTACT);
      setFeedback('');
      setStatus('idle');
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const editable = status === 'idle' || status === 'error';

  const update = useCallback(<K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing after a failed send starts over: the error and its label go away.
    setStatus((current) => (current === 'error' ? 'idle' : current));
  }, []);

  const submit = async () => {
    if (!editable) return;
    setStatus('submitting');
    setFeedback('');
    const [outcome] = await Promise.all([
      // A bot check that cannot run (reCAPTCHA not ready) fails the send with its own message.
      bot
        .fields()
        .then((botCheck) => sendContactMessage(values, botCheck))
        .then(
          (message) => ({ ok: true, message }),
          (error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
        ),
      delay(CONTACT_SUBMIT_MS),
    ]);
    if (!mounted.current) return;
    setFeedback(outcome.message);
    setStatus(outcome.ok ? 'success' : 'error');
  };

  return { values, status, feedback, editable, update, submit, honeypot: bot.honeypot, warmUp: bot.warmUp };
}
