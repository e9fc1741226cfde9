import { Button } from '@fns/design-system';
import { useId, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import styles from './account-page.module.scss';

const FILE_NAME = 'recovery-codes.txt';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_TEXT: Record<CopyState, string> = {
  idle: '',
  copied: 'Codes copied.',
  failed: 'Copying failed: select the codes and copy them.',
};

/** New recovery codes, shown this once (the server keeps only their hashes): to copy or download and keep. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const headingId = useId();
  const text = `${codes.join('\n')}\n`;

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed'); // refused, or no clipboard (a page not served over https)
    }
  }

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
        <Button variant="secondary" onClick={() => void copyCodes()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), FILE_NAME)}>
          Download
        </Button>
        <span role="status">{COPY_TEXT[copy]}</span>
      </div>
    </div>
  );
}
