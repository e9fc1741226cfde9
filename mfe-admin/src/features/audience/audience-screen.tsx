import { PageHeader, usePageMeta } from '@fns/design-system';
import { useId, useRef, useState } from 'react';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import type { AudienceEntry } from '../../lib/audience-types';
import type { Problem } from '../../lib/problem';
import type { AudienceConfig } from './audience-config';
import { AudienceTable } from './audience-table';
import { countText, emptyText } from './audience-texts';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { ExportCsvButton } from './export-csv-button';
import { Pager } from './pager';
import { SearchForm } from './search-form';
import { UnhandledFilter } from './unhandled-filter';
import { pageCount, useAudiencePage } from './use-audience-page';
import { useEntryDelete } from './use-entry-delete';
import styles from './audience-screen.module.scss';

/** A list of the site's audience: search, filter, paging, export and delete, in the admin pages' frame. */
export function AudienceScreen<Item extends AudienceEntry>({ config }: { config: AudienceConfig<Item> }) {
  const { info, heading } = config;
  usePageMeta({ title: info.title, description: config.intro });
  const { data, loading, problem, query, update, reload, replace } = useAudiencePage<Item>(info.list);
  const [actionProblem, setActionProblem] = useState<Problem | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted row's button is going away: focus goes to the list's heading.
  const removal = useEntryDelete<Item>(info.list, () => {
    headingRef.current?.focus();
    reload();
  });

  return (
    <>
      <PageHeader title={info.title} intro={config.intro} />
      <div className={styles.page}>
        <AdminPageBar />
        <section className={styles.card} aria-labelledby={headingId}>
          <div className={styles.head}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
              {heading}
            </h2>
            <p role="status" className={styles.count}>
              {loading ? `Loading ${info.noun.many}...` : data ? countText(data.total, info.noun, query) : ''}
            </p>
          </div>
          <div className={styles.tools}>
            <SearchForm label={config.searchLabel} value={query.q} onSearch={(q) => update({ q })} />
            {config.unhandledFilter && <UnhandledFilter value={query.unhandled} onChange={(unhandled) => update({ unhandled })} />}
            <ExportCsvButton list={info.list} filter={query} onProblem={setActionProblem} />
          </div>
          {actionProblem && <ErrorNotice problem={actionProblem} />}
          {problem && <ErrorNotice problem={problem} onRetry={reload} />}
          {data && data.items.length === 0 && <p className={styles.empty}>{emptyText(info.noun, query)}</p>}
          {data && data.items.length > 0 && (
            <>
              <AudienceTable
                items={data.items}
                columns={config.columns}
                labelledBy={headingId}
                busy={loading}
                entryName={config.entryName}
                actions={{ replace, report: setActionProblem }}
                onDelete={removal.ask}
              />
              <Pager label={`${heading} pages`} page={query.page} pageCount={pageCount(data)} onPage={(page) => update({ page })} />
            </>
          )}
        </section>
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
