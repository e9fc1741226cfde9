import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken, uniqueSuffix } from './admin-session';
import { uniqueEmail } from './fixtures';
import { linkIn, mailTo } from './mailpit';

const INVITATION_SUBJECT = /invited you to the Founders Never Solo team$/;
const JOIN_LINK = /\/admin\/join\?token=[A-Za-z0-9_-]+$/;
export const STAFF_PASSWORD = 'an e2e staff passphrase';

export interface Member {
  name: string;
  username: string;
  email: string;
  token: string;
}

/** The join link mailed to `email`, as a path on this run's site. */
export async function joinPath(email: string): Promise<string> {
  const url = new URL(linkIn(await mailTo(email, { subject: INVITATION_SUBJECT }), JOIN_LINK));
  return `${url.pathname}${url.search}`;
}

/**
 * A new staff member with `role` (and STAFF_PASSWORD), invited by the shared admin and joined through
 * the API: a spec that changes an account changes its own, never the one the other specs sign in as.
 */
export async function joinedMember(request: APIRequestContext, apiUrl: string, role: string): Promise<Member> {
  const email = uniqueEmail(`staff-${role}`);
  const admin = { Authorization: `Bearer ${await adminToken(request, apiUrl)}` };
  expect((await request.post(`${apiUrl}/api/admin/staff/invitations`, { headers: admin, data: { email, role } })).status()).toBe(201);
  const token = new URL(await joinPath(email), 'http://site').searchParams.get('token');
  const member = { name: `E2E ${role} ${uniqueSuffix()}`, username: `${role}-${uniqueSuffix()}` };
  const accepted = await request.post(`${apiUrl}/api/staff-invitations/${token}/accept`, { data: { ...member, password: STAFF_PASSWORD } });
  expect(accepted.status()).toBe(201);
  return { ...member, email, token: ((await accepted.json()) as { token: string }).token };
}
