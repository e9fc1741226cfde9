import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useRef, useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { NewPasswordField } from '../../components/new-password-field';
import { SectionCard } from '../../components/section-card';
import { useSubmit } from '../../hooks/use-submit';
import { changePassword } from '../../lib/account-api';
import { ACCOUNT_SECURITY_ERRORS } from '../../lib/api-messages';
import { newPasswordProblem } from '../../lib/new-password';
import styles from './account-page.module.scss';

/** The current password and a new one; the server signs the other sessions out (`onChanged`). */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // The new password says what is wrong once the admin has tried to send it, and then as it is corrected.
  const [tried, setTried] = useState(false);
  const nextRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { submitting, message, problem, submit } = useSubmit(changePassword, ACCOUNT_SECURITY_ERRORS.password);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (newPasswordProblem(next)) nextRef.current?.focus();
    else if (await submit(current, next)) {
      setCurrent('');
      setNext('');
      setTried(false);
      statusRef.current?.focus();
      onChanged();
    }
  };

  return (
    <SectionCard heading="Change password">
      <form className={styles.form} onSubmit={(event) => void send(event)}>
        <TextField
          type="password"
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordField
          ref={nextRef}
          name="newPassword"
          value={next}
          onChange={setNext}
          error={tried ? newPasswordProblem(next) : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="form" disabled={submitting}>
            {submitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
      <ActionOutcome message={message} problem={problem} statusRef={statusRef} />
    </SectionCard>
  );
}
