import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent, type RefObject } from 'react';
import { submitWaitlist, WAITLIST_ERRORS, WaitlistError } from './submit-waitlist';
import { validateWaitlist, type WaitlistErrors, type WaitlistFields } from './validate-waitlist';
import styles from './waitlist-form.module.scss';

const EMPTY: WaitlistFields = { fullName: '', email: '', company: '' };

export function WaitlistForm({ onJoined, nameFieldRef }: { onJoined: () => void; nameFieldRef: RefObject<HTMLInputElement | null> }) {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [processing, setProcessing] = useState(false);
  const [submitError, setSubmitError] = useState('');

  // Editing a field clears that field's error.
  const edit = (name: keyof WaitlistFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateWaitlist(fields);
    setErrors(found);
    if (found.fullName || found.email) return;
    setProcessing(true);
    setSubmitError('');
    try {
      await submitWaitlist(fields);
      onJoined();
    } catch (error) {
      setSubmitError(error instanceof WaitlistError ? error.message : WAITLIST_ERRORS.unexpected);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={nameFieldRef}
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        value={fields.fullName}
        onChange={(event) => edit('fullName')(event.target.value)}
        error={errors.fullName}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={(event) => edit('email')(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Company (optional)"
        name="company"
        autoComplete="organization"
        value={fields.company}
        onChange={(event) => edit('company')(event.target.value)}
      />
      <Button type="submit" variant="primary" size="cta" disabled={processing}>
        {processing ? 'Processing...' : 'Join the Wait List'}
      </Button>
      {submitError && (
        <p className={styles.submitError} role="alert">
          {submitError}
        </p>
      )}
    </form>
  );
}
