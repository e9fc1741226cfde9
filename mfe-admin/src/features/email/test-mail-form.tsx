import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { useSubmit } from '../../hooks/use-submit';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { sendTestMail } from '../../lib/mail-api';
import styles from './email-page.module.scss';

/** Sends a plain mail to an address the admin types, to see that mail arrives (and how it looks). */
export function TestMailForm() {
  const [to, setTo] = useState('');
  const { submitting, message, problem, submit } = useSubmit(sendTestMail, MAIL_ERRORS.test);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(to.trim());
  };

  return (
    <>
      <form className={styles.testForm} onSubmit={send}>
        <TextField
          type="email"
          label="Send a test mail to"
          name="to"
          autoComplete="email"
          required
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={styles.testField}
        />
        <Button type="submit" variant="secondary" size="form" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send test mail'}
        </Button>
      </form>
      <ActionOutcome message={message} problem={problem} />
    </>
  );
}
