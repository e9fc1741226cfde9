import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ActionOutcome } from '../../components/action-outcome';
import { NewPasswordField } from '../../components/new-password-field';
import { SIGN_IN_PATH } from '../../hooks/use-sign-out';
import { useSubmit } from '../../hooks/use-submit';
import { resetPassword } from '../../lib/account-api';
import { PASSWORD_RESET_ERRORS } from '../../lib/api-messages';
import { removeAuthToken } from '../../lib/auth-token';
import { newPasswordErrors } from '../../lib/new-password';
import { FORGOT_PASSWORD_PATH } from './incomplete-link';
import styles from '../../styles/signed-out-page.module.scss';

/** A new password signs every session out on the server: a token kept in this browser would only fail now. */
async function setNewPassword(token: string, password: string): Promise<string> {
  const message = await resetPassword(token, password);
  removeAuthToken();
  return message;
}

/** The new password twice; once it is set, the server's message and the way to log in replace the form. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  // The fields say what is wrong once the admin has tried to send them, and then as they are corrected.
  const [tried, setTried] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatedRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { submitting, message, problem, submit } = useSubmit(setNewPassword, PASSWORD_RESET_ERRORS.reset);
  const errors = tried ? newPasswordErrors(password, repeated) : {};

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const found = newPasswordErrors(password, repeated);
    if (found.password) passwordRef.current?.focus();
    else if (found.repeated) repeatedRef.current?.focus();
    // The form goes away once the password is set: the focus moves on to what the server said.
    else if (await submit(token, password)) statusRef.current?.focus();
  };

  return (
    <>
      {!message && (
        <form className={styles.form} onSubmit={(event) => void send(event)}>
          <NewPasswordField ref={passwordRef} name="password" value={password} onChange={setPassword} error={errors.password} />
          <TextField
            ref={repeatedRef}
            type="password"
            label="Repeat the new password"
            name="repeated"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
            error={errors.repeated}
          />
          <Button type="submit" variant="primary" size="form" disabled={submitting}>
            {submitting ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
      <ActionOutcome message={message} problem={problem} statusRef={statusRef}>
        <Link to={SIGN_IN_PATH}>Log in</Link>
      </ActionOutcome>
      {problem && (
        <p className={styles.back}>
          <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
        </p>
      )}
    </>
  );
}
