import { apiUrl, Button, HoneypotField, readMessage, useBotCheck } from '@fns/design-system';
import { useId, useState, type FormEvent } from 'react';
import { signUpSource } from '../sign-up-source/sign-up-source';
import styles from './newsletter-form.module.scss';

type Status = { kind: 'idle' | 'sending' } | { kind: 'success' | 'error'; message: string };

export const NEWSLETTER_FALLBACK_ERROR = 'We could not subscribe you right now. Please try again.';

/** The footer's newsletter sign-up: e-mail required (browser-level), stored by POST /api/newsletter with the bot check's fields. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const bot = useBotCheck('newsletterSubmit');

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      const botCheck = await bot.fields();
      const response = await fetch(apiUrl('/newsletter'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // The page it was sent from goes into the consent record; where the visitor came from, into the sign-up figures.
        body: JSON.stringify({ email, page: window.location.pathname, source: signUpSource(), ...botCheck }),
      });
      const message = await readMessage(response);
      if (!response.ok) throw new Error(message ?? NEWSLETTER_FALLBACK_ERROR);
      setStatus({ kind: 'success', message: message ?? 'Thanks for subscribing!' });
      setEmail('');
    } catch (error) {
      // A network failure is a TypeError; the service's answers and a bot check that cannot run (BotCheckError) carry their text.
      setStatus({ kind: 'error', message: error instanceof TypeError ? NEWSLETTER_FALLBACK_ERROR : (error as Error).message });
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void subscribe(event)} onFocus={bot.warmUp}>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@startup.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField ref={bot.honeypot} />
      <Button type="submit" variant="insight" size="form" loading={status.kind === 'sending'}>
        Subscribe
      </Button>
      <p className={styles.status} role={status.kind === 'error' ? 'alert' : 'status'}>
        {'message' in status ? status.message : ''}
      </p>
    </form>
  );
}
