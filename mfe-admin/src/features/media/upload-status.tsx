import { Spinner } from '@fns/design-system';
import { ErrorNotice } from '../../components/error-notice';
import type { Problem } from '../../lib/problem';
import styles from './media.module.scss';

interface UploadStatusProps {
  uploading: boolean;
  problem: Problem | null;
}

/** "Uploading..." while an upload runs, in a live region that is there before it speaks; a failed upload's message. */
export function UploadStatus({ uploading, problem }: UploadStatusProps) {
  return (
    <>
      <p role="status" className={styles.uploading}>
        {uploading && (
          <>
            <Spinner label="" /> Uploading...
          </>
        )}
      </p>
      {problem && <ErrorNotice problem={problem} />}
    </>
  );
}
