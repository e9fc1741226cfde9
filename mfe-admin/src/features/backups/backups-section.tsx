import { humanSize } from '@fns/contracts/sizes';
import type { BackupRun, BackupStatus } from '@fns/contracts';
import { useId } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { SectionCard } from '../../components/section-card';
import { useRequest } from '../../hooks/use-request';
import { BACKUP_ERRORS } from '../../lib/api-messages';
import { fetchBackupStatus } from '../../lib/backups-api';
import { countOf } from '../../lib/counted-noun';
import { formatDateTime } from '../../lib/local-time';
import styles from './backups-section.module.scss';

const STATUS_LABELS: Record<BackupRun['status'], string> = { running: 'Running', done: 'Written', failed: 'Failed' };

const COLUMNS: Column<BackupRun>[] = [
  { header: 'Started', cell: (run) => formatDateTime(run.startedAt), rowHeader: true },
  { header: 'Status', cell: (run) => STATUS_LABELS[run.status] },
  { header: 'Archive', cell: (run) => run.file ?? run.error ?? '—' },
  // A no-break space: a size never wraps between number and unit.
  { header: 'Size', cell: (run) => (run.bytes === null ? '—' : humanSize(run.bytes).replace(' ', '\u00a0')) },
];

function schedule({ everyHours, keep }: BackupStatus): string {
  if (everyHours === null) return 'Backups are not scheduled: set BACKUP_EVERY_HOURS on the API, or run npm run backup on the server.';
  return `A backup every ${countOf(everyHours, { one: 'hour', many: 'hours' })}, into BACKUP_DIR on the server that runs it; the ${countOf(keep, { one: 'newest archive is', many: 'newest archives are' })} kept.`;
}

/** The scheduled backups and how their newest runs went (npm run backup's own runs are not listed). */
export function BackupsSection() {
  const { state } = useRequest(fetchBackupStatus, BACKUP_ERRORS.load);
  const tableId = useId();
  return (
    <SectionCard heading="Backups">
      {state.status === 'loading' && <p role="status">Loading backups...</p>}
      {state.status === 'failed' && <ErrorNotice problem={state.problem} />}
      {state.status === 'done' && (
        <>
          <p className={styles.text}>{schedule(state.data)}</p>
          {state.data.runs.length > 0 && (
            <>
              <h3 id={tableId} className={styles.heading}>
                Latest runs
              </h3>
              <DataTable items={state.data.runs} columns={COLUMNS} rowKey={(run) => run.id} labelledBy={tableId} />
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}
