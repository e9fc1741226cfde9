import { useState } from 'react';
import type { BrowserSupport } from './detect-browser';
import styles from './browser-notice.module.scss';

const DISMISSED_KEY = 'browser-compatibility-dismissed';

const MESSAGES = {
  'internet-explorer': 'Internet Explorer is not supported. Please switch to Chrome, Firefox, Safari or Edge to use this site.',
  unknown: 'Your browser may not display this site correctly. It works best in Chrome, Firefox, Safari or Edge.',
} as const;

/** The browser compatibility notice; a dismissal lasts for the browser session. */
export function Notice({ support }: { support: Exclude<BrowserSupport, 'supported'> }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'true');
  if (dismissed) return null;

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <div className={styles.notice} role="region" aria-label="Browser compatibility">
      <p>{MESSAGES[support]}</p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss browser compatibility notice">
        ×
      </button>
    </div>
  );
}
