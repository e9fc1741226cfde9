import { Button, PageHeader, usePageMeta } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { storeAuthToken } from '../../lib/auth-token';
import { login, LOGIN_ERRORS } from '../../lib/login';
import { toProblem } from '../../lib/problem';
import { TwoFactorForm, type Challenge } from './two-factor-form';
import styles from './login-page.module.scss';

export default function LoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in to manage the Founders Never Solo blog.' });
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const signIn = (token: string) => {
    storeAuthToken(token);
    void navigate('/admin/dashboard');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      const step = await login(username, password);
      if ('token' in step) {
        signIn(step.token);
        return;
      }
      // The password has done its part: starting over (the challenge expired) asks for it again.
      setPassword('');
      setChallenge({ ...step, receivedAt: Date.now() });
    } catch (failure) {
      setError(toProblem(failure, LOGIN_ERRORS.unexpected).message);
    }
    setSubmitting(false);
  }

  // Back to the first step, saying why; the username stays, the password is typed again.
  const startOver = (message: string) => {
    flushSync(() => {
      setChallenge(null);
      setError(message);
    });
    passwordRef.current?.focus();
  };

  return (
    <>
      <PageHeader title="Admin Login" intro="Sign in to write and publish founder stories." />
      {challenge ? (
        <TwoFactorForm challenge={challenge} onSignedIn={signIn} onExpired={startOver} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="primary" size="form" disabled={submitting}>
            {submitting ? 'Logging In...' : 'Login'}
          </Button>
          <p className={styles.forgot}>
            <Link to="/admin/forgot-password">Forgot password?</Link>
          </p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </>
  );
}
