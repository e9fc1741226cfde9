import { Button } from '@fns/design-system';
import { useClipboardCopy, type CopyTexts } from '../hooks/use-clipboard-copy';
import { formatTime } from '../lib/local-time';
import styles from './preview-link-note.module.scss';

const COPY_TEXTS: CopyTexts = { copied: 'Link copied.', failed: 'Copying failed: select the link and copy it.' };

/**
 * A preview link in full (a post's, a release's), with its expiry, what opening it shows
 * (`reach`) and a copy button, to send to someone without an admin account.
 */
export function PreviewLinkNote({ link, reach }: { link: { url: string; expiresAt: string }; reach: string }) {
  const address = new URL(link.url, window.location.origin).href;
  const clipboard = useClipboardCopy(address, COPY_TEXTS);

  return (
    <div className={styles.note}>
      <p>
        Preview link, valid until {formatTime(link.expiresAt)} — {reach}
      </p>
      <a className={styles.address} href={address} target="_blank" rel="noopener">
        {address}
      </a>
      <div className={styles.actions}>
        <Button variant="tertiary" onClick={() => void clipboard.copy()}>
          Copy link
        </Button>
        <span role="status">{clipboard.status}</span>
      </div>
    </div>
  );
}
