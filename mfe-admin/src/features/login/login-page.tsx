import { Button, PageHeader, usePageMeta } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { storeAuthToken } from '../../lib/auth-token';
import { login, LOGIN_ERRORS } from '../../lib/login';
import { toProblem } from '../../lib/problem';
import styles from './login-page.module.scss';

export default function LoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in to manage the Founders Never Solo blog.' });
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      storeAuthToken(await login(username, password));
      void navigate('/admin/dashboard');
    } catch (failure) {
      setError(toProblem(failure, LOGIN_ERRORS.unexpected).message);
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader title="Admin Login" intro="Sign in to write and publish founder stories." />
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
    </>
  );
}
