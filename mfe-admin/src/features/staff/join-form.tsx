import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorNotice } from '../../components/error-notice';
import { NewPasswordField } from '../../components/new-password-field';
import { useSubmit } from '../../hooks/use-submit';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { storeAuthToken } from '../../lib/auth-token';
import { newPasswordProblem } from '../../lib/new-password';
import { acceptStaffInvitation, type NewStaffAccount } from '../../lib/staff-api';
import styles from '../../styles/signed-out-page.module.scss';

const DASHBOARD_PATH = '/admin/dashboard';

/** The account is made and signed in at once: its token is kept as a login's is. */
async function join(token: string, account: NewStaffAccount): Promise<string> {
  const accepted = await acceptStaffInvitation(token, account);
  storeAuthToken(accepted.token);
  return accepted.message;
}

/** The invitee's name, username and password; once accepted, on to the dashboard. */
export function JoinForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The password field says what is wrong once the invitee has tried to send it, and then as it is corrected.
  const [tried, setTried] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submitting, problem, submit } = useSubmit(join, STAFF_ERRORS.accept);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (newPasswordProblem(password)) passwordRef.current?.focus();
    else if (await submit(token, { name: name.trim(), username: username.trim(), password })) void navigate(DASHBOARD_PATH);
  };

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void send(event)}>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <NewPasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          error={tried ? newPasswordProblem(password) : undefined}
        />
        <Button type="submit" variant="primary" size="form" disabled={submitting}>
          {submitting ? 'Joining...' : 'Join'}
        </Button>
      </form>
      {problem && <ErrorNotice problem={problem} />}
    </>
  );
}
