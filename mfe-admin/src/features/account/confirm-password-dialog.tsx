import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CurrentPasswordField } from '../../components/current-password-field';
import { ErrorNotice } from '../../components/error-notice';
import type { Problem } from '../../lib/problem';
import type { PasswordGuard } from './use-password-guard';
import styles from './account-page.module.scss';

interface ConfirmPasswordDialogProps<Change> {
  /** The guarded change's confirmation (usePasswordGuard): the dialog is open while it has a subject. */
  confirmation: PasswordGuard<Change>['confirmation'];
  /** What the password is for, e.g. "to change where password-reset links go". */
  purpose: (change: Change) => string;
  /** Where Cancel takes the focus: the control that led here was disabled while it sent, and may have lost it. */
  returnFocus: (change: Change) => void;
}

/**
 * Asks for the password again before a guarded change, as the API does of a session older than 5
 * minutes. Mounted only while asking, so a typed password is never kept for the next time.
 */
export function ConfirmPasswordDialog<Change>({ confirmation, purpose, returnFocus }: ConfirmPasswordDialogProps<Change>) {
  const { subject, working, problem, confirm } = confirmation;
  if (subject === null) return null;
  const cancel = () => {
    if (working) return;
    flushSync(confirmation.cancel);
    returnFocus(subject);
  };
  return <PasswordDialog purpose={purpose(subject)} working={working} problem={problem} onConfirm={confirm} onCancel={cancel} />;
}

interface PasswordDialogProps {
  purpose: string;
  working: boolean;
  /** A wrong password, or any other refusal: shown here until it is right or cancelled. */
  problem: Problem | null;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

function PasswordDialog({ purpose, working, problem, onConfirm, onCancel }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== '') void onConfirm(password);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title="Confirm with your password"
      description={`You signed in more than 5 minutes ago. Type your password ${purpose}.`}
      initialFocusRef={passwordRef}
    >
      <form className={styles.dialogForm} onSubmit={submit}>
        <CurrentPasswordField ref={passwordRef} value={password} onChange={setPassword} />
        {problem && <ErrorNotice problem={problem} />}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={working} loadingLabel="Confirming" disabled={password === ''}>
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
