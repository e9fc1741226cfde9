import { Button } from '@fns/design-system';
import { useState } from 'react';
import { formatTime } from '../../../lib/local-time';
import type { PreviewLink } from '@fns/contracts';
import styles from './preview.module.scss';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_TEXT: Record<CopyState, string> = { idle: '', copied: 'Link copied.', failed: 'Copying failed: select the link and copy it.' };

/** The preview link in full, with its expiry and a copy button, to send to someone without an admin account. */
export function PreviewLinkNote({ link }: { link: PreviewLink }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const address = new URL(link.url, window.location.origin).href;
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed'); // refused, or no clipboard (a page not served over https)
    }
  }

  return (
    <div className={styles.note}>
      <p>Preview link, valid until {formatTime(link.expiresAt)} — anyone with it can see this version</p>
      <a className={styles.address} href={address} target="_blank" rel="noopener">
        {address}
      </a>
      <div className={styles.actions}>
        <Button variant="tertiary" onClick={() => void copyLink()}>
          Copy link
        </Button>
        <span role="status">{COPY_TEXT[copy]}</span>
      </div>
    </div>
  );
}
