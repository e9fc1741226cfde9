import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useRef } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import type { Problem } from '../../lib/problem';
import styles from './audience-screen.module.scss';

interface DeleteEntryDialogProps {
  /** e.g. "sign-up"; the dialog is open while `entryName` is set. */
  noun: string;
  entryName: string | null;
  deleting: boolean;
  problem: Problem | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names what will be erased; Cancel has the focus first, so Enter never deletes by accident. */
export function DeleteEntryDialog({ noun, entryName, deleting, problem, onConfirm, onCancel }: DeleteEntryDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={entryName !== null}
      onClose={onCancel}
      title={`Delete this ${noun}?`}
      description={`You are about to delete the ${entryName}. This cannot be undone.`}
      initialFocusRef={cancelRef}
    >
      {problem && <ErrorNotice problem={problem} />}
      <div className={styles.dialogActions}>
        <Button variant="insight" loading={deleting} loadingLabel="Deleting" onClick={onConfirm}>
          Delete
        </Button>
        <Button ref={cancelRef} variant="tertiary" disabled={deleting} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
