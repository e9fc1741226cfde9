import { useState } from 'react';
import { flushSync } from 'react-dom';
import { toProblem, type Problem } from './problem';

/** An action behind a confirmation dialog, as the dialog sees it (ConfirmDialog). */
export interface ConfirmedAction<Subject> {
  /** What the dialog asks about; null while it is closed. */
  subject: Subject | null;
  working: boolean;
  problem: Problem | null;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * An action behind a confirmation dialog: `ask` opens it for a subject, `confirm` runs the action,
 * `cancel` sends nothing (and cannot close the dialog while the action runs). A failure stays in
 * the dialog as `problem`, with `failureMessage` when the API gave none; `onDone` gets what the
 * action resolved with.
 */
export function useConfirmedAction<Subject, Args extends unknown[] = [], Result = unknown>(
  perform: (subject: Subject, ...args: Args) => Promise<Result>,
  failureMessage: (subject: Subject) => string,
  onDone: (subject: Subject, result: Result, ...args: Args) => void,
) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const ask = (next: Subject) => {
    setProblem(null);
    setSubject(next);
  };

  const cancel = () => {
    if (!working) setSubject(null);
  };

  const confirm = async (...args: Args) => {
    if (subject === null) return;
    setWorking(true);
    setProblem(null);
    try {
      const result = await perform(subject, ...args);
      // Closing now hands focus back to the button that opened the dialog; onDone may then move it, as that button may go away.
      flushSync(() => setSubject(null));
      onDone(subject, result, ...args);
    } catch (error) {
      setProblem(toProblem(error, failureMessage(subject)));
    } finally {
      setWorking(false);
    }
  };

  return { subject, working, problem, ask, cancel, confirm };
}
