import { Button } from '@fns/design-system';
import type { ReactNode } from 'react';
import { useSignOut } from '../hooks/use-sign-out';
import type { Problem } from '../lib/problem';
import styles from './error-notice.module.scss';

interface ErrorNoticeProps {
  problem: Problem;
  /** Offers "Try again" (unless the way out is signing in again). */
  onRetry?: () => void;
  /** Other ways on, shown after the message (e.g. "Compare versions"). */
  children?: ReactNode;
}

/** A failed call's message (several lines kept apart); after a 401/403 or without a token, the way back to sign-in. */
export function ErrorNotice({ problem, onRetry, children }: ErrorNoticeProps) {
  const signInAgain = useSignOut();
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>{problem.message}</p>
      {problem.authFailure ? (
        <Button variant="tertiary" onClick={signInAgain}>
          Sign in again
        </Button>
      ) : onRetry ? (
        <Button variant="tertiary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {children}
    </div>
  );
}
