import { AUDIT_ACTION_LABELS } from '@fns/contracts/audit-actions';
import { PageHeader, usePageMeta } from '@fns/design-system';
import { useId, useState } from 'react';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListSection } from '../../components/list-section';
import { PagedTable } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { AUDIT_ERRORS } from '../../lib/api-messages';
import { fetchAuditCsv } from '../../lib/audit-api';
import { countOf, type Noun } from '../../lib/counted-noun';
import type { Problem } from '../../lib/problem';
import { AUDIT_COLUMNS } from './audit-columns';
import { useAuditLog } from './use-audit-log';
import styles from './audit-page.module.scss';

const INTRO = 'Who did what in the console, newest first.';
const ENTRIES: Noun = { one: 'entry', many: 'entries' };

/** The audit log: filtered by action, paged, exported as CSV with the same filter. */
export default function AuditPage() {
  usePageMeta({ title: 'Audit log', description: INTRO });
  const { data, loading, problem, query, update, showPage, reload } = useAuditLog();
  const [exportProblem, setExportProblem] = useState<Problem | null>(null);
  const headingId = useId();
  const tools = (
    <>
      <StatusFilter
        label="Action"
        name="action"
        allLabel="All actions"
        className={styles.filter}
        labels={AUDIT_ACTION_LABELS}
        value={query.action}
        onChange={(action) => update({ action })}
      />
      <ExportCsvButton download={() => fetchAuditCsv(query.action)} failureText={AUDIT_ERRORS.export} onProblem={setExportProblem} />
    </>
  );

  return (
    <>
      <PageHeader title="Audit log" intro={INTRO} />
      <div className={styles.page}>
        <AdminPageBar />
        <ListSection
          heading="Entries"
          headingId={headingId}
          noun={ENTRIES}
          loading={loading}
          count={data && countOf(data.total, ENTRIES)}
          tools={tools}
        >
          {exportProblem && <ErrorNotice problem={exportProblem} />}
          {problem && <ErrorNotice problem={problem} onRetry={reload} />}
          <PagedTable
            data={data}
            page={query.page}
            loading={loading}
            columns={AUDIT_COLUMNS}
            rowKey={(event) => event.id}
            labelledBy={headingId}
            emptyText={query.action ? `Nothing recorded for “${AUDIT_ACTION_LABELS[query.action]}” yet.` : 'Nothing recorded yet.'}
            pagerLabel="Audit log pages"
            onPage={showPage}
          />
        </ListSection>
      </div>
    </>
  );
}
