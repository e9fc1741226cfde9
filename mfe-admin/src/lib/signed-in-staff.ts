import type { Account } from '@fns/contracts';
import { fetchAccount } from './account-api';
import { readAuthToken } from './auth-token';

/**
 * The signed-in staff member's account (name, role), asked once per token: every screen reads the
 * role to show only what it allows (@fns/contracts' ROLE_PERMISSIONS). A new token (signing in as
 * someone else) asks again; so does a failure.
 */
let cached: { token: string; account: Promise<Account> } | null = null;

export function loadSignedInStaff(): Promise<Account> {
  const token = readAuthToken() ?? '';
  if (cached?.token !== token) {
    const account = fetchAccount();
    cached = { token, account };
    account.catch(() => {
      if (cached?.account === account) cached = null;
    });
  }
  return cached.account;
}

/** After a change to the account (its name, its address): the next read asks the server. */
export function forgetSignedInStaff(): void {
  cached = null;
}
