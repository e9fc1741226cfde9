import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import type { Account } from '@fns/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { saveAccountEmail, type SavedAccount } from '../../lib/account-api';
import { ACCOUNT_ERRORS } from '../../lib/api-messages';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { usePasswordGuard } from './use-password-guard';
import styles from './account-page.module.scss';

/** A new address for the account, or null to remove it. */
interface EmailChange {
  email: string | null;
}

/** The account's e-mail address: Save a new one, or Remove the one set; the password is asked for when the API wants it. */
export function AccountEmailForm({ account }: { account: Account }) {
  const [saved, setSaved] = useState(account.email);
  const [draft, setDraft] = useState(account.email ?? '');
  const [message, setMessage] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // "Remove address" goes once the address is gone: the focus moves on to what the server said.
  const { pending, problem, run, confirmation } = usePasswordGuard<EmailChange, SavedAccount>(
    ({ email }, password) => saveAccountEmail(email, password),
    () => ACCOUNT_ERRORS.save,
    (_change, answer) => {
      setSaved(answer.email);
      setDraft(answer.email ?? '');
      setMessage(answer.message);
      statusRef.current?.focus();
    },
  );

  const send = (change: EmailChange) => {
    setMessage('');
    void run(change);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ email: draft.trim() });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          ref={fieldRef}
          type="email"
          label="E-mail address"
          hint="Password-reset links and contact notifications go here."
          name="email"
          autoComplete="email"
          required
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="form" disabled={pending !== null}>
            {pending && pending.email !== null ? 'Saving...' : 'Save'}
          </Button>
          {saved && (
            <Button variant="tertiary" size="form" disabled={pending !== null} onClick={() => send({ email: null })}>
              {pending && pending.email === null ? 'Removing...' : 'Remove address'}
            </Button>
          )}
        </div>
      </form>
      <ActionOutcome message={message} problem={problem} statusRef={statusRef} />
      <ConfirmPasswordDialog
        confirmation={confirmation}
        purpose={() => 'to change where password-reset links go'}
        returnFocus={() => fieldRef.current?.focus()}
      />
    </>
  );
}
