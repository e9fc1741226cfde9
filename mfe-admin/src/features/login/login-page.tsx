import { AUTH_TOKEN_KEY, Button, PageHeader, TextField, usePageMeta } from '@fns/design-system';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { login, LOGIN_ERRORS, LoginError } from '../../lib/login';
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
      const token = await login(username, password);
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      navigate('/admin/dashboard');
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.message : LOGIN_ERRORS.unexpected);
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader title="Admin Login" intro="Sign in to write and publish founder stories." />
      <form className={styles.form} onSubmit={submit}>
        <TextField label="Username" name="username" autoComplete="username" required value={username} onChange={(event) => setUsername(event.target.value)} />
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
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </>
  );
}
