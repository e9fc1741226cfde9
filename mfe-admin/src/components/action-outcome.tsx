import type { ReactNode, Ref } from 'react';
import type { Problem } from '../lib/problem';
import { ErrorNotice } from './error-notice';
import styles from './action-outcome.module.scss';

interface ActionOutcomeProps {
  /** What the server answered, or what became of the action; '' before it is done. */
  message: string;
  problem: Problem | null;
  /** For moving the focus to the answer when the control that sent it goes away. */
  statusRef?: Ref<HTMLParagraphElement>;
  /** Where to go next, shown after the message (e.g. "Log in"). */
  children?: ReactNode;
}

/** What an action (a form sent, a message retried) came to: a status region, always present so it is announced, or the problem in an alert. */
export function ActionOutcome({ message, problem, statusRef, children }: ActionOutcomeProps) {
  return (
    <>
      <div className={styles.outcome}>
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.message}>
          {message}
        </p>
        {message && children}
      </div>
      {problem && <ErrorNotice problem={problem} />}
    </>
  );
}
