import type { SuppressionItem } from '@fns/contracts';
import { useCallback, useId, useState } from 'react';
import type { Column } from '../../components/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { LocalDateTime } from '../../components/local-date-time';
import { PagedTable } from '../../components/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import { countOf } from '../../lib/counted-noun';
import { fetchSuppressions } from '../../lib/mail-api';

const ADDRESSES = { one: 'address', many: 'addresses' };

/** An address erased at its owner's request: only a one-way hash of it is kept. */
const ERASED = 'Erased (hash kept)';

const COLUMNS: Column<SuppressionItem>[] = [
  { header: 'Address', rowHeader: true, cell: (item) => item.address ?? ERASED },
  { header: 'List', cell: (item) => AUDIENCE_LISTS[item.list].title },
  { header: 'Since', cell: (item) => <LocalDateTime iso={item.at} /> },
];

/** One address unsubscribes from each list on its own (an erased one: by the time it was erased). */
const rowKey = (item: SuppressionItem) => `${item.list} ${item.address ?? `erased ${item.at}`}`;

/**
 * The addresses that unsubscribed: no more of that list's mail goes to them. Its page is not kept in
 * the URL (the outbox's is): one list on the screen owns the address bar's `?page=`.
 */
export function SuppressionsSection() {
  const [page, setPage] = useState(1);
  const request = useCallback(() => fetchSuppressions(page), [page]);
  const { data, loading, problem, reload } = usePagedList(request, page, setPage, MAIL_ERRORS.suppressions);
  const headingId = useId();

  return (
    <ListSection
      heading="Unsubscribed"
      headingId={headingId}
      noun={ADDRESSES}
      loading={loading}
      count={data && countOf(data.total, ADDRESSES)}
    >
      {problem && <ErrorNotice problem={problem} onRetry={reload} />}
      <PagedTable
        data={data}
        page={page}
        loading={loading}
        columns={COLUMNS}
        rowKey={rowKey}
        labelledBy={headingId}
        emptyText="No one has unsubscribed."
        pagerLabel="Unsubscribed pages"
        onPage={setPage}
      />
    </ListSection>
  );
}
