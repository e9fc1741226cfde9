import type { InvitationBatch, SendProgress } from '@fns/contracts';
import { useId } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { LocalDateTime } from '../../components/local-date-time';
import { INVITATION_TEXTS } from './invitation-texts';
import styles from './invitations.module.scss';

const COLUMNS: Column<InvitationBatch>[] = [
  { header: 'Started', rowHeader: true, cell: (batch) => <LocalDateTime iso={batch.createdAt} /> },
  { header: 'People', cell: (batch) => batch.size },
  { header: 'Queued', cell: (batch) => batch.progress.queued },
  { header: 'Sent', cell: (batch) => batch.progress.sent },
  { header: 'Failed', cell: (batch) => batch.progress.failed },
];

/** How the batches seen sending on this screen are going, in a sentence; '' when none was. */
function progressText(batches: InvitationBatch[], watched: ReadonlySet<string>): string {
  const seen = batches.filter((batch) => watched.has(batch.id));
  if (seen.length === 0) return '';
  const total = seen.reduce<SendProgress>(
    (sum, { progress }) => ({ queued: sum.queued + progress.queued, sent: sum.sent + progress.sent, failed: sum.failed + progress.failed }),
    { queued: 0, sent: 0, failed: 0 },
  );
  return total.queued > 0 ? INVITATION_TEXTS.sending(total) : INVITATION_TEXTS.sent(total);
}

/** The latest batches (newest first) and how their mail goes out, announced politely as it changes. */
export function BatchesTable({ batches, watched }: { batches: InvitationBatch[]; watched: ReadonlySet<string> }) {
  const headingId = useId();
  return (
    <div className={styles.batches}>
      <h3 id={headingId} className={styles.subheading}>
        {INVITATION_TEXTS.batches}
      </h3>
      <p aria-live="polite" className={styles.progress}>
        {progressText(batches, watched)}
      </p>
      {batches.length === 0 ? (
        <p className={styles.empty}>{INVITATION_TEXTS.noBatches}</p>
      ) : (
        <DataTable items={batches} columns={COLUMNS} rowKey={(batch) => batch.id} labelledBy={headingId} />
      )}
    </div>
  );
}
