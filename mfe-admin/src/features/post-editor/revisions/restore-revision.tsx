import { Button } from '@fns/design-system';
import { useId, useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/error-notice';
import { POST_HISTORY_ERRORS } from '../../../lib/api-messages';
import type { RevisionSummary } from '@fns/contracts';
import { toProblem, type Problem } from '../../../lib/problem';
import { restoreRevision } from '../../../lib/revisions-api';
import type { RevisionTarget } from './revision-target';
import styles from './revisions.module.scss';

// Stable, so React calls it once, when the confirmation appears.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** "Restore this revision", confirmed first; the restore is a save, sent with the form's version. */
export function RestoreRevision({ revision, target }: { revision: RevisionSummary; target: RevisionTarget }) {
  const questionId = useId();
  const askRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const cancel = () => {
    setConfirming(false);
    askRef.current?.focus();
  };

  async function restore() {
    setRestoring(true);
    setProblem(null);
    try {
      target.onRestored(await restoreRevision(target.postId, revision.id, target.version ?? undefined), revision);
    } catch (error) {
      if (await target.isConflict(error)) return;
      setProblem(toProblem(error, POST_HISTORY_ERRORS.restore));
      setRestoring(false);
      setConfirming(false);
    }
  }

  return (
    <div className={styles.restore}>
      <Button ref={askRef} variant="secondary" aria-expanded={confirming} disabled={restoring} onClick={() => setConfirming(true)}>
        Restore this revision
      </Button>
      {confirming && (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId}>Restore this revision? It is saved as the newest version and replaces the form, unsaved changes included.</p>
          <div className={styles.actions}>
            <Button ref={focusOnMount} variant="primary" loading={restoring} loadingLabel="Restoring" onClick={() => void restore()}>
              Restore
            </Button>
            <Button variant="tertiary" disabled={restoring} onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {problem && <ErrorNotice problem={problem} />}
    </div>
  );
}
