import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '../hooks/use-submit';
import { ActionOutcome } from './action-outcome';
import styles from './send-to-form.module.scss';

interface SendToFormProps {
  /** The field's label, e.g. "Send a test mail to", and the button's, e.g. "Send test mail". */
  label: string;
  action: string;
  /** Sends to the address typed (trimmed); resolves with the server's message. */
  send: (to: string) => Promise<string>;
  /** What a failure that is not an ApiError reads as. */
  failure: string;
  /** The address filled in until the admin types one (e.g. their own, once known). */
  suggested?: string | null;
}

/** Sends a mail to an address the admin types (a test), and shows what the server answered. */
export function SendToForm({ label, action, send, failure, suggested }: SendToFormProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? suggested ?? '';
  const { submitting, message, problem, submit } = useSubmit(send, failure);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(to.trim());
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          type="email"
          label={label}
          name="to"
          autoComplete="email"
          required
          value={to}
          onChange={(event) => setTyped(event.target.value)}
          className={styles.field}
        />
        <Button type="submit" variant="secondary" size="form" disabled={submitting}>
          {submitting ? 'Sending...' : action}
        </Button>
      </form>
      <ActionOutcome message={message} problem={problem} />
    </>
  );
}
