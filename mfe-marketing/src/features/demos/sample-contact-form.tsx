import { Button } from '@fns/design-system';
import { CompletionOverlay, TextArea, TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import styles from './demos.module.scss';

/** SPEC section 2: its submit only opens the completion overlay; nothing is sent. */
export function SampleContactForm() {
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(true);
  };

  return (
    <form className={styles.stack} onSubmit={submit} aria-label="Sample contact form">
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextArea label="Message" name="message" required />
      <div>
        <Button type="submit" variant="primary" size="form" disabled={done}>
          Send Message
        </Button>
      </div>
      <CompletionOverlay
        open={done}
        message="Message sent!"
        detail="This is a demo, so nothing was actually sent."
        onComplete={() => setDone(false)}
      />
    </form>
  );
}
