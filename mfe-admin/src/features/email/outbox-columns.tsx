import type { OutboxItem } from '@fns/contracts';
import type { Column } from '../../components/data-table';
import { LocalDateTime } from '../../components/local-date-time';
import type { Problem } from '../../lib/problem';
import { OUTBOX_STATUS_LABELS } from './outbox-texts';
import { RetryButton } from './retry-button';
import styles from './email-page.module.scss';

interface OutboxActions {
  onRetried: (message: OutboxItem) => void;
  report: (problem: Problem | null) => void;
}

/** To, Subject, Status (with why a failed message was given up on), Attempts, When, and Retry for a failed one. */
export function outboxColumns(actions: OutboxActions): Column<OutboxItem>[] {
  return [
    { header: 'To', rowHeader: true, cell: (message) => message.to },
    { header: 'Subject', cell: (message) => message.subject },
    {
      header: 'Status',
      cell: (message) => (
        <>
          {OUTBOX_STATUS_LABELS[message.status]}
          {message.status === 'failed' && message.lastError && <span className={styles.reason}>{message.lastError}</span>}
        </>
      ),
    },
    { header: 'Attempts', cell: (message) => message.attempts },
    { header: 'When', cell: (message) => <LocalDateTime iso={message.createdAt} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (message) => message.status === 'failed' && <RetryButton message={message} {...actions} />,
    },
  ];
}
