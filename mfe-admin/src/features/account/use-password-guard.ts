import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { toProblem, type Problem } from '../../lib/problem';
import { useConfirmedAction } from '../../lib/use-confirmed-action';

/**
 * A change to the account the API guards with the password (where reset links go, two-factor
 * authentication). The first request goes without it: a 403 to it is the API's "signed in more than
 * 5 minutes ago" rule (the account itself just loaded with this token), so the same change is sent
 * again with the password typed in a dialog (`confirmation`, ConfirmPasswordDialog), which keeps a
 * wrong password's message until it is right or cancelled. `onDone` gets what the change resolved with.
 */
export function usePasswordGuard<Change, Result>(
  perform: (change: Change, password?: string) => Promise<Result>,
  failureMessage: (change: Change) => string,
  onDone: (change: Change, result: Result) => void,
) {
  /** The change on its way without the password (the dialog has its own `working`). */
  const [pending, setPending] = useState<Change | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const confirmation = useConfirmedAction<Change, [password: string], Result>(perform, failureMessage, onDone);

  const run = async (change: Change) => {
    setPending(change);
    setProblem(null);
    try {
      onDone(change, await perform(change));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) confirmation.ask(change);
      else setProblem(toProblem(error, failureMessage(change)));
    } finally {
      setPending(null);
    }
  };

  return { pending, problem, run, confirmation };
}

export type PasswordGuard<Change> = ReturnType<typeof usePasswordGuard<Change, unknown>>;
