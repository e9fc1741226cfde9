import type { RecoveryCodes, TwoFactorSetup as Setup } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { enableTwoFactor } from '../../lib/account-api';
import { ACCOUNT_SECURITY_ERRORS } from '../../lib/api-messages';
import { toProblem, type Problem } from '../../lib/problem';
import styles from './account-page.module.scss';

interface TwoFactorSetupProps {
  setup: Setup;
  /** The code was right: it is on, and these are the recovery codes. */
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}

/** The new secret as a QR code and as text, and the first code from the app, which puts it in force. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const introRef = useRef<HTMLParagraphElement>(null);
  // It replaces the "Turn on" button that had the focus: the focus moves on to what to do now.
  useEffect(() => introRef.current?.focus(), []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConfirming(true);
    setProblem(null);
    try {
      // Apps show the code as "123 456".
      onConfirmed(await enableTwoFactor(code.replace(/\s/g, '')));
    } catch (error) {
      setProblem(toProblem(error, ACCOUNT_SECURITY_ERRORS.enable));
      setConfirming(false);
    }
  }

  return (
    <div className={styles.setup}>
      <p ref={introRef} tabIndex={-1} className={styles.note}>
        Scan this QR code with your authenticator app, or type the key into it by hand; then enter the 6-digit code the app shows.
      </p>
      <img className={styles.qrCode} src={setup.qrCode} alt="QR code to scan with your authenticator app" />
      <dl className={styles.facts}>
        <div>
          <dt>Key</dt>
          <dd>
            <code className={styles.secret}>{setup.secret}</code>
          </dd>
        </div>
      </dl>
      <form className={styles.form} onSubmit={(event) => void confirm(event)}>
        <TextField
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="form" loading={confirming} loadingLabel="Confirming">
            Confirm
          </Button>
          <Button variant="tertiary" size="form" disabled={confirming} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {problem && <ErrorNotice problem={problem} />}
    </div>
  );
}
