import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import type { Account } from '@fns/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ActionOutcome } from '../../components/action-outcome';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { useEmailChange, type EmailChange } from './use-email-change';
import styles from './account-page.module.scss';

/** The account's e-mail address: Save a new one, or Remove the one set; the password is asked for when the API wants it. */
export function AccountEmailForm({ account }: { account: Account }) {
  const [saved, setSaved] = useState(account.email);
  const [draft, setDraft] = useState(account.email ?? '');
  const [message, setMessage] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // "Remove address" goes once the address is gone: the focus moves on to what the server said.
  const { saving, problem, save, confirmation } = useEmailChange((answer) => {
    setSaved(answer.email);
    setDraft(answer.email ?? '');
    setMessage(answer.message);
    statusRef.current?.focus();
  });

  const send = (change: EmailChange) => {
    setMessage('');
    void save(change);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ email: draft.trim() });
  };
  // Closed, back to the address: the button that led here was disabled while it saved, and may have lost the focus.
  const cancel = () => {
    if (confirmation.working) return;
    flushSync(confirmation.cancel);
    fieldRef.current?.focus();
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
          <Button type="submit" variant="primary" size="form" disabled={saving !== null}>
            {saving && saving.email !== null ? 'Saving...' : 'Save'}
          </Button>
          {saved && (
            <Button variant="tertiary" size="form" disabled={saving !== null} onClick={() => send({ email: null })}>
              {saving && saving.email === null ? 'Removing...' : 'Remove address'}
            </Button>
          )}
        </div>
      </form>
      <ActionOutcome message={message} problem={problem} statusRef={statusRef} />
      {confirmation.subject && (
        <ConfirmPasswordDialog
          working={confirmation.working}
          problem={confirmation.problem}
          onConfirm={(password) => void confirmation.confirm(password)}
          onCancel={cancel}
        />
      )}
    </>
  );
}
