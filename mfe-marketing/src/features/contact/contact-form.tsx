import { Button, HoneypotField } from '@fns/design-system';
import { Select, TextArea, TextField } from '@fns/design-system/forms';
import type { FormEvent } from 'react';
import { Icon } from '../../components/icons/icon';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECTS, type ContactSubject } from './contact-content';
import { useContactForm, type ContactStatus } from './use-contact-form';
import styles from './contact-form.module.scss';

const BUTTON_LABEL: Record<ContactStatus, string> = {
  idle: 'Send Message',
  submitting: 'Sending...',
  success: 'Message Sent!',
  error: 'Error Sending',
};

const BUTTON_VARIANT = { idle: 'primary', submitting: 'primary', success: 'relationship', error: 'insight' } as const;

export interface ContactFormProps {
  /** Preselected subject, e.g. from "Submit a Ticket" on the Help Center. */
  initialSubject?: ContactSubject;
}

/** The message form (SPEC sections 3-5): every field required, disabled unless the form is idle. */
export function ContactForm({ initialSubject }: ContactFormProps) {
  const { values, status, feedback, editable, update, submit, honeypot, warmUp } = useContactForm(
    initialSubject ? { subject: initialSubject } : {},
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={warmUp} aria-labelledby="contact-form-title">
      <div className={styles.row}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX}
          disabled={!editable}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={!editable}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </div>
      <Select
        label="Subject"
        name="subject"
        required
        placeholder="Select a subject"
        options={CONTACT_SUBJECTS}
        disabled={!editable}
        value={values.subject}
        onChange={(event) => update('subject', event.target.value as ContactSubject | '')}
      />
      <TextArea
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        disabled={!editable}
        value={values.message}
        onChange={(event) => update('message', event.target.value)}
      />
      <HoneypotField ref={honeypot} />
      <div className={styles.footer}>
        <Button
          type="submit"
          variant={BUTTON_VARIANT[status]}
          size="form"
          loading={status === 'submitting'}
          loadingLabel=""
          disabled={status === 'success'}
          className={styles.submit}
        >
          {status === 'success' ? <Icon name="check" /> : null}
          {BUTTON_LABEL[status]}
        </Button>
        <p role="status" className={styles.success}>
          {status === 'success' ? feedback : ''}
        </p>
        {status === 'error' ? (
          <p role="alert" className={styles.error}>
            {feedback}
          </p>
        ) : null}
      </div>
    </form>
  );
}
