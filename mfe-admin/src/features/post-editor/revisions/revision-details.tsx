import { useCallback, useId } from 'react';
import { ErrorNotice } from '../../../components/error-notice';
import { useRequest } from '../../../hooks/use-request';
import { POST_HISTORY_ERRORS } from '../../../lib/api-messages';
import { formatDateTime } from '../../../lib/local-time';
import type { RevisionSummary } from '@fns/contracts';
import { fetchRevision } from '../../../lib/revisions-api';
import { fieldChanges } from '../changes/field-changes';
import { FieldChangesTable } from '../changes/field-changes-table';
import { toFormValues } from '../post-form';
import { RestoreRevision } from './restore-revision';
import type { RevisionTarget } from './revision-target';
import styles from './revisions.module.scss';

/** The chosen revision: what restoring it would change in the form, field by field, and "Restore this revision". */
export function RevisionDetails({ revision, target }: { revision: RevisionSummary; target: RevisionTarget }) {
  const headingId = useId();
  const { postId, current, categories } = target;
  const { state, retry } = useRequest(
    useCallback(() => fetchRevision(postId, revision.id), [postId, revision.id]),
    POST_HISTORY_ERRORS.revision,
  );
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Saved {formatDateTime(revision.savedAt)} by {revision.savedBy}
      </h3>
      {state.status === 'loading' && <p role="status">Loading the revision...</p>}
      {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
      {state.status === 'done' && (
        <>
          <FieldChangesTable
            changes={fieldChanges(current, toFormValues(state.data.post, window.location.origin), categories)}
            caption="What restoring it changes"
            beforeHeading="In the form"
            afterHeading="In this revision"
            sameText="This revision matches the form."
          />
          <RestoreRevision revision={revision} target={target} />
        </>
      )}
    </section>
  );
}
