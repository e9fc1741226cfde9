import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/local-time';
import type { RevisionSummary } from '@fns/contracts';
import { RevisionBrowser } from './revision-browser';
import type { RevisionTarget } from './revision-target';
import styles from './revisions.module.scss';

/** "Revisions" and its dialog; a restore (said beside the button), or one that meets a newer version, closes it. */
export function RevisionsButton({ target }: { target: RevisionTarget }) {
  const [open, setOpen] = useState(false);
  const [restored, setRestored] = useState<RevisionSummary | null>(null);
  const closing: RevisionTarget = {
    ...target,
    onRestored: (post, revision) => {
      setOpen(false);
      setRestored(revision);
      target.onRestored(post, revision);
    },
    isConflict: async (error) => {
      const conflict = await target.isConflict(error);
      if (conflict) setOpen(false);
      return conflict;
    },
  };
  return (
    <>
      <Button variant="tertiary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Revisions
      </Button>
      <span role="status" className={styles.status}>
        {restored && `Restored the revision saved ${formatDateTime(restored.savedAt)}.`}
      </span>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Revisions"
        description="Every save of this post, newest first. Choose one to see what restoring it would change in the form."
        className={styles.dialog}
      >
        <RevisionBrowser target={closing} />
      </Dialog>
    </>
  );
}
