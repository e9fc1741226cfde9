import type { Account, AdminPostListItem, PostNewsletter, PostStaff, PostStatus, StaffRole } from '@fns/contracts';
import type { AudienceStats } from '../../../lib/audience-types';
import { forgetSignedInStaff } from '../../../lib/signed-in-staff';
import { answer, routeFetch, type FetchMock } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import { EMPTY_STATS as NO_SIGNUPS, SIGNUPS_API } from '../../signups/__tests__/signup-fixtures';
import DashboardPage from '../dashboard-page';

export const ACCOUNT_API = 'GET /api/auth/account';
/** What only some roles' dashboards ask for: the backups, the audience counts and the sign-ups. */
export const ROLE_CALLS = ['GET /api/admin/backups', 'GET /api/admin/stats', SIGNUPS_API];

const staff = (id: string, name: string, role: StaffRole): Account => ({
  id: id.repeat(24),
  username: name.toLowerCase(),
  name,
  role,
  twoFactorEnabled: false,
  twoFactorRequired: false,
  email: `${name.toLowerCase()}@example.com`,
});

/** One staff member of each role. */
export const ADA = staff('a', 'Ada', 'administrator');
export const EDGAR = staff('e', 'Edgar', 'editor');
export const AUGUSTA = staff('b', 'Augusta', 'author');
export const CARL = staff('c', 'Carl', 'contributor');

/** A staff member as a post names them. */
export const authorOf = ({ id, name }: Account): PostStaff => ({ id, name });

export const row = (
  id: number,
  title: string,
  status: PostStatus,
  publishAt: string | null,
  newsletter: PostNewsletter = null,
): AdminPostListItem => ({
  id,
  title,
  slug: `story-${id}`,
  published: status !== 'draft',
  featured: false,
  updatedAt: '2026-04-14T08:00:00.000Z',
  publishAt,
  status,
  version: 1,
  newsletter,
  author: null,
  lastEditor: null,
});

export const STATS: AudienceStats = {
  waitlist: { total: 12, last7Days: 3, pending: 2, confirmed: 6, invited: 2, joined: 1, removed: 1 },
  newsletter: { total: 1, last7Days: 0, pending: 1, confirmed: 0, unsubscribed: 0 },
  contact: { total: 7, last7Days: 2, unhandled: 4 },
};

/**
 * The dashboard's calls, as `viewer` (an Administrator unless told) signed in anew: the account, the
 * counts, the sign-ups and the backups answer unless `routes` say otherwise.
 */
export function route(fetchMock: FetchMock, routes: Parameters<typeof routeFetch>[1], viewer: Account = ADA) {
  forgetSignedInStaff();
  routeFetch(fetchMock, {
    [ACCOUNT_API]: () => answer(200, viewer),
    'GET /api/admin/stats': () => answer(200, STATS),
    [SIGNUPS_API]: () => answer(200, NO_SIGNUPS),
    'GET /api/admin/backups': () => answer(200, { everyHours: null, keep: 7, runs: [] }),
    ...routes,
  });
}

export const renderDashboard = () => renderAt(DashboardPage, '/admin/dashboard');
