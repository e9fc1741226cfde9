import { roleHas } from '@fns/contracts/roles';
import type { Permission } from '@fns/contracts';
import { useCallback } from 'react';
import { ACCOUNT_ERRORS } from '../lib/api-messages';
import { loadSignedInStaff } from '../lib/signed-in-staff';
import { useRequest } from './use-request';

/**
 * The signed-in staff member, and `can(permission)`: false until their account is known, so what a
 * role may not use never shows, not even for a moment. An Administrator who owes two-factor
 * authentication (REQUIRE_2FA) can use their own account only, as the API has it.
 */
export function useStaff() {
  const { state, retry } = useRequest(loadSignedInStaff, ACCOUNT_ERRORS.load);
  const can = useCallback(
    (permission: Permission) =>
      state.status === 'done' && roleHas(state.data.role, permission) && (permission === 'account' || !state.data.twoFactorRequired),
    [state],
  );
  return { state, retry, can };
}
