import { PageHeader, usePageMeta } from '@fns/design-system';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListSection } from '../../components/list-section';
import { PagedTable } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import { fetchAudienceCsv } from '../../lib/audience-api';
import type { AudienceEntry } from '../../lib/audience-types';
import type { Problem } from '../../lib/problem';
import { statusLabelsOf } from '../../lib/subscription-statuses';
import { audienceColumns } from './audience-columns';
import type { AudienceConfig } from './audience-config';
import { countText, emptyText } from './audience-texts';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { SearchForm } from './search-form';
import { UnhandledFilter } from './unhandled-filter';
import type { AudiencePage } from './use-audience-page';
import { useEntryDelete } from './use-entry-delete';
import styles from './audience-screen.module.scss';

interface AudienceScreenProps<Item extends AudienceEntry> {
  config: AudienceConfig<Item>;
  /** The list's page for the URL's query (useAudiencePage). */
  list: AudiencePage<Item>;
  /** A section above the list (the wait list's invitations). */
  before?: ReactNode;
  /** More list actions, after the search, the filter and the export. */
  tools?: ReactNode;
}

/** A list of the site's audience: search, filter, paging, export and delete, in the admin pages' frame. */
export function AudienceScreen<Item extends AudienceEntry>({ config, list, before, tools: moreTools }: AudienceScreenProps<Item>) {
  const { info, heading } = config;
  usePageMeta({ title: info.title, description: config.intro });
  const { data, loading, problem, query, update, showPage, reload, replace } = list;
  const [actionProblem, setActionProblem] = useState<Problem | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted row's button is going away: focus goes to the list's heading.
  const removal = useEntryDelete<Item>(info.list, () => {
    headingRef.current?.focus();
    reload();
  });
  const columns = audienceColumns(
    config.columns,
    { replace, report: setActionProblem },
    { entryName: config.entryName, onDelete: removal.ask, rowActions: config.rowActions },
  );

  const tools = (
    <>
      <SearchForm label={config.searchLabel} value={query.q} onSearch={(q) => update({ q })} />
      {config.filter === 'unhandled' && <UnhandledFilter value={query.unhandled} onChange={(unhandled) => update({ unhandled })} />}
      {config.filter === 'status' && (
        <StatusFilter labels={statusLabelsOf(info.list)} value={query.status} onChange={(status) => update({ status })} />
      )}
      <ExportCsvButton
        download={() => fetchAudienceCsv(info.list, query)}
        failureText={AUDIENCE_ERRORS.export}
        onProblem={setActionProblem}
      />
      {moreTools}
    </>
  );

  return (
    <>
      <PageHeader title={info.title} intro={config.intro} />
      <div className={styles.page}>
        <AdminPageBar />
        {before}
        <ListSection
          heading={heading}
          headingId={headingId}
          headingRef={headingRef}
          noun={info.noun}
          loading={loading}
          count={data && countText(data.total, info, query)}
          tools={tools}
        >
          {actionProblem && <ErrorNotice problem={actionProblem} />}
          {problem && <ErrorNotice problem={problem} onRetry={reload} />}
          <PagedTable
            data={data}
            page={query.page}
            loading={loading}
            columns={columns}
            rowKey={(item) => item.id}
            labelledBy={headingId}
            emptyText={emptyText(info, query)}
            pagerLabel={`${heading} pages`}
            onPage={showPage}
          />
        </ListSection>
      </div>
      <DeleteEntryDialog noun={info.noun.one} entryName={config.entryName} removal={removal} />
    </>
  );
}
