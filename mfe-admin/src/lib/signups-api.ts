import type { SignupList, SignupStats, SignupWindow } from '@fns/contracts';
import { guarded, readJson, sendAdmin } from './api-client';
import { SIGNUP_ERRORS } from './api-messages';

/** GET /api/admin/signups?days=30|90&list=all|waitlist|newsletter: where the window's sign-ups came from, day by day. */
export function fetchSignupStats(days: SignupWindow, list: SignupList): Promise<SignupStats> {
  const query = new URLSearchParams({ days: String(days), list });
  return guarded(SIGNUP_ERRORS.load, async () => readJson<SignupStats>(await sendAdmin(`/admin/signups?${query}`, SIGNUP_ERRORS)));
}
