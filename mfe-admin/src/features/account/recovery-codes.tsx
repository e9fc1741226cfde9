import { Button } from '@fns/design-system';
import { useId } from 'react';
import { useClipboardCopy, type CopyTexts } from '../../hooks/use-clipboard-copy';
import { saveFile } from '../../lib/save-file';
import styles from './account-page.module.scss';

const FILE_NAME = 'recovery-codes.txt';

const COPY_TEXTS: CopyTexts = { copied: 'Codes copied.', failed: 'Copying failed: select the codes and copy them.' };

/** New recovery codes, shown this once (the server keeps only their hashes): to copy or download and keep. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const headingId = useId();
  const text = `${codes.join('\n')}\n`;
  const clipboard = useClipboardCopy(text, COPY_TEXTS);

  return (
    <div className={styles.codes}>
      <h3 id={headingId} className={styles.subheading}>
        Your recovery codes
      </h3>
      <p className={styles.note}>Keep them somewhere safe: without your app, each code signs you in once. They are shown only now.</p>
      <ul className={styles.codeList} aria-labelledby={headingId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void clipboard.copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), FILE_NAME)}>
          Download
        </Button>
        <span role="status">{clipboard.status}</span>
      </div>
    </div>
  );
}
