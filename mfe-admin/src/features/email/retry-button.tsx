import { Button } from '@fns/design-system';
import type { OutboxItem } from '@fns/contracts';
import { useState } from 'react';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { retryOutboxMessage } from '../../lib/mail-api';
import { toProblem, type Problem } from '../../lib/problem';

interface RetryButtonProps {
  message: OutboxItem;
  /** The message as the server now has it (queued again). */
  onRetried: (message: OutboxItem) => void;
  report: (problem: Problem | null) => void;
}

/** Queues a failed message again; disabled while the server answers. */
export function RetryButton({ message, onRetried, report }: RetryButtonProps) {
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    report(null);
    try {
      onRetried(await retryOutboxMessage(message.id));
    } catch (error) {
      report(toProblem(error, MAIL_ERRORS.retry));
    } finally {
      setRetrying(false);
    }
  }

  return (
    <Button
      variant="tertiary"
      aria-label={`Retry the message “${message.subject}” to ${message.to}`}
      loading={retrying}
      loadingLabel="Retrying"
      onClick={() => void retry()}
    >
      Retry
    </Button>
  );
}
