import type { RecoveryCodes, TwoFactorSetup } from '@fns/contracts';
import { useRef, useState } from 'react';
import { useRequest } from '../../hooks/use-request';
import { disableTwoFactor, fetchTwoFactorStatus, renewRecoveryCodes, startTwoFactorSetup } from '../../lib/account-api';
import { ACCOUNT_SECURITY_ERRORS as SECURITY } from '../../lib/api-messages';
import { forgetSignedInStaff } from '../../lib/signed-in-staff';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { usePasswordGuard } from './use-password-guard';

/** The changes the API may want the password for: start a setup, new recovery codes, turn it off. */
export type TwoFactorChange = 'setup' | 'codes' | 'off';

/** What a change leaves to show: a setup to confirm with a code, or the server's word (with new recovery codes). */
export type TwoFactorOutcome = { setup: TwoFactorSetup } | { message: string; codes?: string[] };

const withCodes = ({ recoveryCodes, message }: RecoveryCodes): TwoFactorOutcome => ({ message, codes: recoveryCodes });

const CHANGES: Record<TwoFactorChange, (password?: string) => Promise<TwoFactorOutcome>> = {
  setup: async (password) => ({ setup: await startTwoFactorSetup(password) }),
  codes: async (password) => withCodes(await renewRecoveryCodes(password)),
  off: async (password) => ({ message: (await disableTwoFactor(password)).message }),
};
const FAILURES: Record<TwoFactorChange, string> = { setup: SECURITY.setup, codes: SECURITY.recoveryCodes, off: SECURITY.disable };

/**
 * Where two-factor authentication stands and its changes: `outcome` is what the last one left to show,
 * `statusRef` the server's word, `guard` the changes (with the password when the API wants it),
 * `turnOff` the question before turning it off. `onEnabled` follows a confirmed setup.
 */
export function useTwoFactor(onEnabled: () => void) {
  const status = useRequest(fetchTwoFactorStatus, SECURITY.twoFactor);
  const [outcome, setOutcome] = useState<TwoFactorOutcome | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const show = (next: TwoFactorOutcome) => {
    setOutcome(next);
    if ('setup' in next) return; // nothing is in force until a code confirms it
    // The account changed: the next screen reads it again, and this section where it stands.
    forgetSignedInStaff();
    status.retry();
    // The button that led here may be gone (Turn on, Turn off): the focus moves on to what the server said.
    statusRef.current?.focus();
  };
  const guard = usePasswordGuard(
    (change: TwoFactorChange, password?: string) => CHANGES[change](password),
    (change) => FAILURES[change],
    (_change, next) => show(next),
  );
  // Asked first; the answer then goes as any other change (the API may want the password too).
  const turnOff = useConfirmedAction<'off'>(
    () => Promise.resolve(),
    () => SECURITY.disable,
    () => void guard.run('off'),
  );

  const confirmSetup = (codes: RecoveryCodes) => {
    show(withCodes(codes));
    onEnabled();
  };
  const cancelSetup = () => setOutcome(null);

  return { status, outcome, statusRef, guard, turnOff, confirmSetup, cancelSetup };
}
