import type { SignupList, SignupWindow } from '@fns/contracts';
import { useCallback } from 'react';
import { useRequest } from '../../hooks/use-request';
import { SIGNUP_ERRORS } from '../../lib/api-messages';
import { fetchSignupStats } from '../../lib/signups-api';

/**
 * The sign-up figures of the chosen window and list, fetched again when either changes; an answer
 * to an earlier choice that arrives late is dropped (useRequest).
 */
export function useSignupStats(days: SignupWindow, list: SignupList) {
  const request = useCallback(() => fetchSignupStats(days, list), [days, list]);
  return useRequest(request, SIGNUP_ERRORS.load);
}
