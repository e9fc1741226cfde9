import type { OutboxItem } from '@fns/contracts';
import { RowActionButton } from '../../components/row-action-button';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { retryOutboxMessage } from '../../lib/mail-api';
import type { Problem } from '../../lib/problem';

interface RetryButtonProps {
  message: OutboxItem;
  /** The message as the server now has it (queued again). */
  onRetried: (message: OutboxItem) => void;
  report: (problem: Problem | null) => void;
}

/** Queues a failed message again; disabled while the server answers. */
export function RetryButton({ message, onRetried, report }: RetryButtonProps) {
  return (
    <RowActionButton
      label="Retry"
      name={`Retry the message “${message.subject}” to ${message.to}`}
      workingLabel="Retrying"
      act={async () => onRetried(await retryOutboxMessage(message.id))}
      failure={MAIL_ERRORS.retry}
      report={report}
    />
  );
}
