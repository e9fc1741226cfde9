import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { LOGIN_ERRORS, TWO_FACTOR_CHALLENGE_MINUTES, verifyTwoFactor, type TwoFactorProof } from '../../lib/login';
import { toProblem } from '../../lib/problem';
import styles from './login-page.module.scss';

/** The password's answer for an account with two-factor authentication, and when it came (the challenge lasts a few minutes). */
export interface Challenge {
  challenge: string;
  message: string;
  receivedAt: number;
}

const CHALLENGE_MS = TWO_FACTOR_CHALLENGE_MINUTES * 60_000;

/** The API answers a wrong code and an expired challenge alike (401): only the second one's clock says which. */
const expired = (error: unknown, { receivedAt }: Challenge) =>
  error instanceof ApiError && error.status === 401 && Date.now() - receivedAt >= CHALLENGE_MS;

interface TwoFactorFormProps {
  challenge: Challenge;
  onSignedIn: (token: string) => void;
  /** The challenge expired: back to the password, with the server's message. */
  onExpired: (message: string) => void;
}

/** Sign-in's second step: the authenticator app's code, or one recovery code instead. */
export function TwoFactorForm({ challenge, onSignedIn, onExpired }: TwoFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // The field takes the focus as the step opens, and again when it switches to the other kind of code.
  useEffect(() => fieldRef.current?.focus(), [recovery]);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setVerifying(true);
    setError('');
    // Apps show the code as "123 456"; a recovery code is sent as typed, but for the spaces around it.
    const proof: TwoFactorProof = recovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s/g, '') };
    try {
      onSignedIn(await verifyTwoFactor(challenge.challenge, proof));
    } catch (failure) {
      const { message } = toProblem(failure, LOGIN_ERRORS.unexpected);
      if (expired(failure, challenge)) {
        onExpired(message);
        return;
      }
      setError(message);
      setVerifying(false);
      fieldRef.current?.select();
    }
  }

  const switchCode = () => {
    setRecovery((current) => !current);
    setValue('');
    setError('');
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void verify(event)}>
      <h2 id={headingId} className={styles.heading}>
        Two-factor authentication
      </h2>
      <p className={styles.message}>{challenge.message}</p>
      <TextField
        ref={fieldRef}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        hint={recovery ? 'One of the codes you saved when you turned it on. Each works once.' : undefined}
        name={recovery ? 'recoveryCode' : 'code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="primary" size="form" loading={verifying} loadingLabel="Verifying">
        Verify
      </Button>
      <button type="button" className={styles.switch} onClick={switchCode}>
        {recovery ? 'Use the authentication code instead' : 'Use a recovery code instead'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
