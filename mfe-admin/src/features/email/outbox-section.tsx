import type { OutboxItem } from '@fns/contracts';
import { useId, useRef, useState } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { PagedTable } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import type { Problem } from '../../lib/problem';
import { outboxColumns } from './outbox-columns';
import { MESSAGES, OUTBOX_STATUS_LABELS, outboxCountText, outboxEmptyText } from './outbox-texts';
import { useOutbox } from './use-outbox';

/** Every message the site sent or will send, newest first, filtered by status; a failed one can be retried. */
export function OutboxSection() {
  const { data, loading, problem, query, update, showPage, reload, replace } = useOutbox();
  const [retryProblem, setRetryProblem] = useState<Problem | null>(null);
  const [retried, setRetried] = useState('');
  const headingId = useId();
  const retriedRef = useRef<HTMLParagraphElement>(null);

  // The Retry button goes with the failed status: the focus moves on to what became of the message.
  const onRetried = (message: OutboxItem) => {
    replace(message);
    setRetried(`The message to ${message.to} is queued again.`);
    retriedRef.current?.focus();
  };
  const columns = outboxColumns({ onRetried, report: setRetryProblem });

  return (
    <ListSection
      heading="Outbox"
      headingId={headingId}
      noun={MESSAGES}
      loading={loading}
      count={data && outboxCountText(data.total, query.status)}
      tools={<StatusFilter labels={OUTBOX_STATUS_LABELS} value={query.status} onChange={(status) => update({ status })} />}
    >
      <ActionOutcome message={retried} problem={retryProblem} statusRef={retriedRef} />
      {problem && <ErrorNotice problem={problem} onRetry={reload} />}
      <PagedTable
        data={data}
        page={query.page}
        loading={loading}
        columns={columns}
        rowKey={(message) => message.id}
        labelledBy={headingId}
        emptyText={outboxEmptyText(query.status)}
        pagerLabel="Outbox pages"
        onPage={showPage}
      />
    </ListSection>
  );
}
