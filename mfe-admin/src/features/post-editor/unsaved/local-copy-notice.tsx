import { Button } from '@fns/design-system';
import { formatDateTime } from '../../../lib/local-time';
import type { LocalCopy } from './local-copy-store';
import styles from './unsaved.module.scss';

interface LocalCopyNoticeProps {
  copy: LocalCopy;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the unsaved changes this browser kept from an earlier visit. */
export function LocalCopyNotice({ copy, onRestore, onDiscard }: LocalCopyNoticeProps) {
  return (
    <div className={styles.notice}>
      <p role="status">Unsaved changes from {formatDateTime(copy.savedAt)} were found.</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRestore}>
          Restore
        </Button>
        <Button variant="tertiary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
