import { useId, type Ref } from 'react';
import styles from './honeypot-field.module.scss';

/** The name bots see, and the field the API reads as the honeypot (use-bot-check.ts sends it). */
const HONEYPOT_NAME = 'website';

/**
 * A field people never meet — off-screen, hidden from assistive technology, out of the tab order,
 * never autofilled — and form-filling bots fill in. Render it inside the form (useBotCheck reads it).
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={ref} id={id} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
