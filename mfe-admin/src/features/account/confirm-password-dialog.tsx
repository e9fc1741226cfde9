import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useRef, useState, type FormEvent } from 'react';
import { CurrentPasswordField } from '../../components/current-password-field';
import { ErrorNotice } from '../../components/error-notice';
import type { Problem } from '../../lib/problem';
import styles from './account-page.module.scss';

interface ConfirmPasswordDialogProps {
  working: boolean;
  /** A wrong password, or any other refusal: shown here until it is right or cancelled. */
  problem: Problem | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the password again before where reset links go changes, as the API does of a session
 * older than 5 minutes. Mounted only while asking, so a typed password is never kept for the next time.
 */
export function ConfirmPasswordDialog({ working, problem, onConfirm, onCancel }: ConfirmPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== '') onConfirm(password);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title="Confirm with your password"
      description="You signed in more than 5 minutes ago. Type your password to change where password-reset links go."
      initialFocusRef={passwordRef}
    >
      <form className={styles.dialogForm} onSubmit={confirm}>
        <CurrentPasswordField ref={passwordRef} value={password} onChange={setPassword} />
        {problem && <ErrorNotice problem={problem} />}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={working} loadingLabel="Saving" disabled={password === ''}>
            Confirm
          </Button>
          <Button variant="tertiary" disabled={working} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
