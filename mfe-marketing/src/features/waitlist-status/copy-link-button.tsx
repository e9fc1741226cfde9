import { Button, useHydrated } from '@fns/design-system';
import { useState } from 'react';
import { REFERRAL_TEXTS } from './waitlist-status-texts';
import styles from './waitlist-status.module.scss';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_STATUS: Record<CopyState, string> = { idle: '', copied: REFERRAL_TEXTS.copied, failed: REFERRAL_TEXTS.copyFailed };

/**
 * Copies `url` to the clipboard and says so. It appears once the page runs in a browser that has a
 * clipboard: the server's page shows the link's field alone, whose text can be selected anyway.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<CopyState>('idle');
  if (!hydrated || !('clipboard' in navigator)) return null;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed'); // refused, or not a secure context
    }
  }

  return (
    <>
      <Button variant="secondary" size="form" onClick={() => void copyLink()}>
        {REFERRAL_TEXTS.copy}
      </Button>
      <p role="status" className={styles.copyStatus}>
        {COPY_STATUS[copy]}
      </p>
    </>
  );
}
