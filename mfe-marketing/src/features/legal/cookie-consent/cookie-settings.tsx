import { Button } from '@fns/design-system';
import type { Ref } from 'react';
import type { StoredConsent } from './consent-storage';
import { describeChoice } from './cookie-categories';
import styles from './cookie-settings.module.scss';

export interface CookieSettingsProps {
  consent: StoredConsent | null;
  /** Text announced after a change. */
  announcement: string;
  onChange: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The visitor's current choice on the cookies page, and the way back into the preferences. */
export function CookieSettings({ consent, announcement, onChange, buttonRef }: CookieSettingsProps) {
  return (
    <section aria-labelledby="cookie-settings-title" className={styles.settings}>
      <h2 id="cookie-settings-title" className={styles.title}>
        Your cookie settings
      </h2>
      <p>
        {consent
          ? `${describeChoice(consent)}, chosen on ${dateFormat.format(new Date(consent.savedAt))}.`
          : 'You have not made a choice yet. Until you do, we use essential cookies only.'}
      </p>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      <Button ref={buttonRef} variant="tertiary" onClick={onChange}>
        Change cookie settings
      </Button>
    </section>
  );
}
