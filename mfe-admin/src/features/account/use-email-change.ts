import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { saveAccountEmail, type SavedAccount } from '../../lib/account-api';
import { ACCOUNT_ERRORS } from '../../lib/api-messages';
import { toProblem, type Problem } from '../../lib/problem';
import { useConfirmedAction } from '../../lib/use-confirmed-action';

/** A new address for the account, or null to remove it. */
export interface EmailChange {
  email: string | null;
}

/**
 * Saves where reset links go. The first request goes without the password: a 403 to it is the API's
 * "signed in more than 5 minutes ago" rule (the account itself just loaded with this token), so the
 * same change is sent again with the password typed in a dialog (`confirmation`), which keeps a wrong
 * password's message until it is right or cancelled.
 */
export function useEmailChange(onSaved: (account: SavedAccount) => void) {
  /** The change on its way, without the password (the dialog has its own `working`). */
  const [saving, setSaving] = useState<EmailChange | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const confirmation = useConfirmedAction<EmailChange, [password: string], SavedAccount>(
    ({ email }, password) => saveAccountEmail(email, password),
    () => ACCOUNT_ERRORS.save,
    (_change, saved) => onSaved(saved),
  );

  const save = async (change: EmailChange) => {
    setSaving(change);
    setProblem(null);
    try {
      onSaved(await saveAccountEmail(change.email));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) confirmation.ask(change);
      else setProblem(toProblem(error, ACCOUNT_ERRORS.save));
    } finally {
      setSaving(null);
    }
  };

  return { saving, problem, save, confirmation };
}
