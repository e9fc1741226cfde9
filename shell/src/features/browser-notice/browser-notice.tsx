import { useHydrated } from '@fns/design-system';
import { useState } from 'react';
import { detectBrowserSupport } from './detect-browser';
import styles from './browser-notice.module.scss';

export const DISMISSED_KEY = 'browser-compatibility-dismissed';

const MESSAGES = {
  'internet-explorer': 'Internet Explorer is not supported. Please switch to Chrome, Firefox, Safari or Edge to use this site.',
  unknown: 'Your browser may not display this site correctly. It works best in Chrome, Firefox, Safari or Edge.',
} as const;

/**
 * Warns visitors on unsupported browsers; a dismissal lasts for the browser session. The user
 * agent and the dismissal are the browser's: the notice can only appear after hydration.
 */
export function BrowserNotice() {
  return useHydrated() ? <Notice /> : null;
}

function Notice() {
  const [support] = useState(() => detectBrowserSupport(navigator.userAgent));
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'true');
  if (support === 'supported' || dismissed) return null;

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
