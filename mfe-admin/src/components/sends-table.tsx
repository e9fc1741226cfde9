import type { SendProgress } from '@fns/contracts';
import { useId } from 'react';
import { totalProgress, type MailSend } from '../lib/send-progress';
import { DataTable, type Column } from './data-table';
import { LocalDateTime } from './local-date-time';
import styles from './sends-table.module.scss';

/** How a screen words its sends: its column names (unique), the empty list, and the progress sentence. */
export interface SendsTexts<Send extends MailSend> {
  heading: string;
  /** Whom each went to: its column's header and count, e.g. People, Recipients. */
  size: { header: string; count: (send: Send) => number };
  /** The header of the mail sent. */
  sent: string;
  empty: string;
  sending: (total: SendProgress) => string;
  done: (total: SendProgress) => string;
}

const columnsOf = <Send extends MailSend>({ size, sent }: SendsTexts<Send>): Column<Send>[] => [
  { header: 'Started', rowHeader: true, cell: (send) => <LocalDateTime iso={send.createdAt} /> },
  { header: size.header, cell: size.count },
  { header: 'Queued', cell: (send) => send.progress.queued },
  { header: sent, cell: (send) => send.progress.sent },
  { header: 'Failed', cell: (send) => send.progress.failed },
];

/** How the sends seen sending on this screen are going, in a sentence; '' when none was. */
function progressText<Send extends MailSend>(sends: Send[], watched: ReadonlySet<string>, texts: SendsTexts<Send>): string {
  const seen = sends.filter((send) => watched.has(send.id));
  if (seen.length === 0) return '';
  const total = totalProgress(seen);
  return total.queued > 0 ? texts.sending(total) : texts.done(total);
}

interface SendsTableProps<Send extends MailSend> {
  /** Newest first. */
  sends: Send[];
  watched: ReadonlySet<string>;
  texts: SendsTexts<Send>;
}

/** The latest sends of mail (newest first) and how their mail goes out, announced politely as it changes. */
export function SendsTable<Send extends MailSend>({ sends, watched, texts }: SendsTableProps<Send>) {
  const headingId = useId();
  return (
    <div className={styles.sends}>
      <h3 id={headingId} className={styles.heading}>
        {texts.heading}
      </h3>
      <p aria-live="polite" className={styles.progress}>
        {progressText(sends, watched, texts)}
      </p>
      {sends.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <DataTable items={sends} columns={columnsOf(texts)} rowKey={(send) => send.id} labelledBy={headingId} />
      )}
    </div>
  );
}
