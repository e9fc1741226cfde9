import type { Account, Session, TwoFactorStatus } from '@fns/contracts';
import { forgetSignedInStaff } from '../../../lib/signed-in-staff';
import { answer, routeFetch, type FetchMock } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import AccountPage from '../account-page';

export const ACCOUNT_API = 'GET /api/auth/account';
export const STATUS_API = 'GET /api/auth/account/2fa';
export const SESSIONS_API = 'GET /api/auth/sessions';
export const CONFIRM_PASSWORD = 'Confirm with your password ("password"): you signed in more than 5 minutes ago.';

export const ACCOUNT: Account = {
  id: 'a'.repeat(24),
  username: 'admin',
  name: 'Ada Lovelace',
  role: 'administrator',
  twoFactorEnabled: false,
  twoFactorRequired: false,
  email: 'ada@example.com',
};

export const TWO_FACTOR_OFF: TwoFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
export const TWO_FACTOR_ON: TwoFactorStatus = { enabled: true, required: false, recoveryCodesLeft: 7 };

export const FIREFOX_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const session = (id: string, userAgent: string | null, address: string | null, current = false): Session => ({
  id,
  createdAt: '2026-03-01T09:00:00.000Z',
  lastSeenAt: '2026-03-04T14:05:00.000Z',
  expiresAt: '2026-03-08T09:00:00.000Z',
  userAgent,
  address,
  current,
});
export const THIS_SESSION = session('s-this', FIREFOX_UA, '203.0.113.7', true);
export const PHONE_SESSION = session(
  's-phone',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  null,
);
export const SESSIONS = [THIS_SESSION, PHONE_SESSION];

export type Routes = Record<string, () => Response | Promise<Response>>;

/** The account screen's API: the account, two-factor off and two sessions, unless `routes` answer otherwise. */
export function routeAccount(fetchMock: FetchMock, routes: Routes = {}) {
  forgetSignedInStaff();
  routeFetch(fetchMock, {
    [ACCOUNT_API]: () => answer(200, ACCOUNT),
    [STATUS_API]: () => answer(200, TWO_FACTOR_OFF),
    [SESSIONS_API]: () => answer(200, SESSIONS),
    ...routes,
  });
}

/** Answers `responses` in turn, the last one again after them. */
export const inTurn = (...responses: Array<() => Response>) => {
  let next = 0;
  return () => responses[Math.min(next++, responses.length - 1)]!();
};

export const openAccount = () => renderAt(AccountPage, '/admin/account');
