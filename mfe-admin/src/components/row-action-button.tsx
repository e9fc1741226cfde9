import { Button } from '@fns/design-system';
import { useState } from 'react';
import { toProblem, type Problem } from '../lib/problem';

interface RowActionButtonProps {
  /** What it says, e.g. "Retry"; `name` says it of its row, e.g. "Retry the message … to ada@example.com". */
  label: string;
  name: string;
  /** Announced while the server answers, e.g. "Retrying". */
  workingLabel: string;
  /** The call, and what follows from its answer. */
  act: () => Promise<void>;
  /** What a failure that is not an ApiError reads as. */
  failure: string;
  /** Where a failure shows (above the table); cleared when the button is pressed again. */
  report: (problem: Problem | null) => void;
}

/** A button on a table's row that calls the API (retry a message, resend an invitation); disabled while the server answers. */
export function RowActionButton({ label, name, workingLabel, act, failure, report }: RowActionButtonProps) {
  const [working, setWorking] = useState(false);

  async function run() {
    setWorking(true);
    report(null);
    try {
      await act();
    } catch (error) {
      report(toProblem(error, failure));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Button variant="tertiary" aria-label={name} loading={working} loadingLabel={workingLabel} onClick={() => void run()}>
      {label}
    </Button>
  );
}
