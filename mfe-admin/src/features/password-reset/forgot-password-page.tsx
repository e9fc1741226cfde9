import { Button, PageHeader, usePageMeta } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ActionOutcome } from '../../components/action-outcome';
import { SIGN_IN_PATH } from '../../hooks/use-sign-out';
import { useSubmit } from '../../hooks/use-submit';
import { requestPasswordReset } from '../../lib/account-api';
import { PASSWORD_RESET_ERRORS } from '../../lib/api-messages';
import styles from '../../styles/signed-out-page.module.scss';

const INTRO = 'Type your account’s e-mail address: a link to choose a new password goes there.';

/** Asks for a reset link by mail. The answer is the same whether or not an account has the address, and the form stays usable. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot your password?', description: INTRO });
  const [email, setEmail] = useState('');
  const { submitting, message, problem, submit } = useSubmit(requestPasswordReset, PASSWORD_RESET_ERRORS.request);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email.trim());
  };

  return (
    <>
      <PageHeader title="Forgot your password?" intro={INTRO} />
      <div className={styles.column}>
        <form className={styles.form} onSubmit={send}>
          <TextField
            type="email"
            label="E-mail address"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="primary" size="form" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
        <ActionOutcome message={message} problem={problem} />
        <p className={styles.back}>
          <Link to={SIGN_IN_PATH}>Back to login</Link>
        </p>
      </div>
    </>
  );
}
