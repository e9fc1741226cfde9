import { useCallback, useState } from 'react';
import { ErrorNotice } from '../../../components/error-notice';
import { useRequest } from '../../../hooks/use-request';
import { POST_HISTORY_ERRORS } from '../../../lib/api-messages';
import type { RevisionSummary } from '@fns/contracts';
import { fetchRevisions } from '../../../lib/revisions-api';
import { RevisionDetails } from './revision-details';
import { RevisionList } from './revision-list';
import type { RevisionTarget } from './revision-target';
import styles from './revisions.module.scss';

/** The post's revisions, then the one chosen compared with the form. */
export function RevisionBrowser({ target }: { target: RevisionTarget }) {
  const { postId } = target;
  const { state, retry } = useRequest(
    useCallback(() => fetchRevisions(postId), [postId]),
    POST_HISTORY_ERRORS.revisions,
  );
  const [chosen, setChosen] = useState<RevisionSummary | null>(null);

  if (state.status === 'loading') return <p role="status">Loading revisions...</p>;
  if (state.status === 'failed') return <ErrorNotice problem={state.problem} onRetry={retry} />;
  if (state.data.length === 0) return <p className={styles.note}>No revisions yet: each save adds one.</p>;
  return (
    <>
      <RevisionList revisions={state.data} chosenId={chosen?.id} onChoose={setChosen} />
      {chosen && <RevisionDetails key={chosen.id} revision={chosen} target={target} />}
    </>
  );
}
