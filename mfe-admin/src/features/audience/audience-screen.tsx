import { PageHeader, usePageMeta } from '@fns/design-system';
import { useId, useRef, useState } from 'react';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { PagedTable } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import type { AudienceEntry } from '../../lib/audience-types';
import type { Problem } from '../../lib/problem';
import { statusLabelsOf } from '../../lib/subscription-statuses';
import { audienceColumns } from './audience-columns';
import type { AudienceConfig } from './audience-config';
import { countText, emptyText } from './audience-texts';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { ExportCsvButton } from './export-csv-button';
import { SearchForm } from './search-form';
import { UnhandledFilter } from './unhandled-filter';
import { useAudiencePage } from './use-audience-page';
import { useEntryDelete } from './use-entry-delete';
import styles from './audience-screen.module.scss';

/** A list of the site's audience: search, filter, paging, export and delete, in the admin pages' frame. */
export function AudienceScreen<Item extends AudienceEntry>({ config }: { config: AudienceConfig<Item> }) {
  const { info, heading } = config;
  usePageMeta({ title: info.title, description: config.intro });
  const { data, loading, problem, query, update, showPage, reload, replace } = useAudiencePage<Item>(info.list);
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
    { entryName: config.entryName, onDelete: removal.ask },
  );

  const tools = (
    <>
      <SearchForm label={config.searchLabel} value={query.q} onSearch={(q) => update({ q })} />
      {config.filter === 'unhandled' && <UnhandledFilter value={query.unhandled} onChange={(unhandled) => update({ unhandled })} />}
      {config.filter === 'status' && (
        <StatusFilter labels={statusLabelsOf(info.list)} value={query.status} onChange={(status) => update({ status })} />
      )}
      <ExportCsvButton list={info.list} filter={query} onProblem={setActionProblem} />
    </>
  );

  return (
    <>
      <PageHeader title={info.title} intro={config.intro} />
      <div className={styles.page}>
        <AdminPageBar />
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
      <DeleteEntryDialog
        noun={info.noun.one}
        entryName={removal.subject && config.entryName(removal.subject)}
        deleting={removal.working}
        problem={removal.problem}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
