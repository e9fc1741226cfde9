import { Button } from '@fns/design-system';
import { useClipboardCopy, type CopyTexts } from '../../../hooks/use-clipboard-copy';
import { formatTime } from '../../../lib/local-time';
import type { PreviewLink } from '@fns/contracts';
import styles from './preview.module.scss';

const COPY_TEXTS: CopyTexts = { copied: 'Link copied.', failed: 'Copying failed: select the link and copy it.' };

/** The preview link in full, with its expiry and a copy button, to send to someone without an admin account. */
export function PreviewLinkNote({ link }: { link: PreviewLink }) {
  const address = new URL(link.url, window.location.origin).href;
  const clipboard = useClipboardCopy(address, COPY_TEXTS);

  return (
    <div className={styles.note}>
      <p>Preview link, valid until {formatTime(link.expiresAt)} — anyone with it can see this version</p>
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
