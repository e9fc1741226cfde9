import type {
  AcceptedInvitation,
  StaffInvitation,
  StaffInvitationView,
  StaffList,
  StaffMember,
  StaffRole,
  StaffStatus,
} from '@fns/contracts';
import { failure, guarded, readJson, send, sendAdmin } from './api-client';
import { STAFF_ERRORS } from './api-messages';

/** A change to a staff member: their role, or whether they may sign in. */
export type StaffChange = { role: StaffRole } | { status: StaffStatus };

/** What the invitee chooses for their account. */
export interface NewStaffAccount {
  name: string;
  username: string;
  password: string;
}

const memberPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;
const invitationPath = (id: string) => `/admin/staff/invitations/${encodeURIComponent(id)}`;
const linkPath = (token: string) => `/staff-invitations/${encodeURIComponent(token)}`;

/** GET /api/admin/staff: the team and the invitations not yet accepted. */
export function fetchStaff(): Promise<StaffList> {
  return guarded(STAFF_ERRORS.load, async () => readJson<StaffList>(await sendAdmin('/admin/staff', STAFF_ERRORS)));
}

/** POST /api/admin/staff/invitations: the link goes out by mail (an invitation of the same address is replaced). */
export function inviteStaff(email: string, role: StaffRole): Promise<StaffInvitation> {
  return guarded(STAFF_ERRORS.invite, async () =>
    readJson<StaffInvitation>(await sendAdmin('/admin/staff/invitations', STAFF_ERRORS, { method: 'POST', body: { email, role } })),
  );
}

/** DELETE /api/admin/staff/invitations/{id}: its link stops working. */
export function withdrawStaffInvitation(id: string): Promise<void> {
  return guarded(STAFF_ERRORS.withdraw, async () => {
    await sendAdmin(invitationPath(id), STAFF_ERRORS, { method: 'DELETE' });
  });
}

/** PATCH /api/admin/staff/{id}: resolves with the member as the server now has them. */
export function changeStaffMember(id: string, change: StaffChange): Promise<StaffMember> {
  return guarded(STAFF_ERRORS.update, async () =>
    readJson<StaffMember>(await sendAdmin(memberPath(id), STAFF_ERRORS, { method: 'PATCH', body: change })),
  );
}

/** DELETE /api/admin/staff/{id}?postsTo=: the account goes, and its posts go to the member `postsTo`. */
export function deleteStaffMember(id: string, postsTo: string): Promise<void> {
  return guarded(STAFF_ERRORS.delete, async () => {
    await sendAdmin(`${memberPath(id)}?${new URLSearchParams({ postsTo }).toString()}`, STAFF_ERRORS, { method: 'DELETE' });
  });
}

/** GET /api/staff-invitations/{token}, signed out: who invited whom as what; a 404/410 says why the link no longer works. */
export function fetchStaffInvitation(token: string): Promise<StaffInvitationView> {
  return guarded(STAFF_ERRORS.invitation, async () => {
    const response = await send(linkPath(token));
    if (!response.ok) throw await failure(response, { serverMessageOr: STAFF_ERRORS.invitation });
    return readJson<StaffInvitationView>(response);
  });
}

/** POST /api/staff-invitations/{token}/accept, signed out: creates the account and resolves with its token (signed in). */
export function acceptStaffInvitation(token: string, account: NewStaffAccount): Promise<AcceptedInvitation> {
  return guarded(STAFF_ERRORS.accept, async () => {
    const response = await send(`${linkPath(token)}/accept`, { method: 'POST', body: account });
    if (!response.ok) throw await failure(response, { serverMessageOr: STAFF_ERRORS.accept });
    return readJson<AcceptedInvitation>(response);
  });
}
