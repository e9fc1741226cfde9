import type { Account, StaffInvitation, StaffMember } from '@fns/contracts';
import { screen } from '@testing-library/react';
import { forgetSignedInStaff } from '../../../lib/signed-in-staff';
import { answer, routeFetch, type FetchMock } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import StaffPage from '../staff-page';

export const ACCOUNT_API = 'GET /api/auth/account';
export const STAFF_API = 'GET /api/admin/staff';
export const INVITE_API = 'POST /api/admin/staff/invitations';

const member = (id: string, name: string, role: StaffMember['role'], status: StaffMember['status'] = 'active'): StaffMember => ({
  id: id.repeat(24),
  username: name.split(' ')[0]!.toLowerCase(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role,
  status,
  createdAt: '2026-01-01T10:00:00.000Z',
});

/** One member of each role; Alan is suspended. */
export const ADA = member('a', 'Ada Lovelace', 'administrator');
export const GRACE = member('b', 'Grace Hopper', 'editor');
export const ALAN = member('c', 'Alan Turing', 'author', 'suspended');
export const KATHERINE = member('d', 'Katherine Johnson', 'contributor');
export const STAFF = [ADA, GRACE, ALAN, KATHERINE];

const invitation = (id: string, email: string, role: StaffInvitation['role']): StaffInvitation => ({
  id,
  email,
  role,
  invitedBy: 'Ada Lovelace',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
});

export const TO_EDITOR = invitation('i1', 'edsger@example.com', 'editor');
export const TO_AUTHOR = invitation('i2', 'margaret@example.com', 'author');
export const INVITATIONS = [TO_EDITOR, TO_AUTHOR];

export const accountOf = ({ id, username, name, role, email }: StaffMember): Account => ({
  id,
  username,
  name,
  role,
  twoFactorEnabled: false,
  twoFactorRequired: false,
  email,
});

/**
 * The staff screen seen by `viewer`, the API answering the account, the team and `routes`; resolves
 * once the team's rows are in.
 */
export async function openAs(
  fetchMock: FetchMock,
  viewer: StaffMember,
  routes: Record<string, () => Response | Promise<Response>> = {},
  list = { staff: STAFF, invitations: INVITATIONS },
) {
  forgetSignedInStaff();
  routeFetch(fetchMock, {
    [ACCOUNT_API]: () => answer(200, accountOf(viewer)),
    [STAFF_API]: () => answer(200, list),
    ...routes,
  });
  const rendered = renderAt(StaffPage, '/admin/staff');
  await screen.findByRole('table', { name: 'Team' });
  return rendered;
}
