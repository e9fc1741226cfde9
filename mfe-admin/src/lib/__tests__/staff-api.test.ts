import { answer, installFetchMock, requestOf, requestsTo } from '../../test-support/fetch-mock';
import { storeAuthToken } from '../auth-token';
import {
  acceptStaffInvitation,
  changeStaffMember,
  deleteStaffMember,
  fetchStaff,
  fetchStaffInvitation,
  inviteStaff,
  withdrawStaffInvitation,
} from '../staff-api';

const fetchMock = installFetchMock();
const ID = 'a'.repeat(24);
const HEIR = 'b'.repeat(24);
const MEMBER = {
  id: ID,
  username: 'grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'editor',
  status: 'active',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const INVITATION = {
  id: 'i1',
  email: 'alan@example.com',
  role: 'author',
  invitedBy: 'Ada Lovelace',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('reads the team and invites with the token', async () => {
  const list = { staff: [MEMBER], invitations: [INVITATION] };
  fetchMock.mockResolvedValueOnce(answer(200, list)).mockResolvedValueOnce(answer(201, INVITATION));
  await expect(fetchStaff()).resolves.toEqual(list);
  await expect(inviteStaff('alan@example.com', 'author')).resolves.toEqual(INVITATION);
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/admin/staff', method: 'GET', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/admin/staff/invitations',
    method: 'POST',
    authorization: 'Bearer jwt',
    body: { email: 'alan@example.com', role: 'author' },
  });
});

it('withdraws an invitation, changes and deletes a member (their posts going to another)', async () => {
  fetchMock
    .mockResolvedValueOnce(answer(204))
    .mockResolvedValueOnce(answer(200, { ...MEMBER, role: 'author' }))
    .mockResolvedValueOnce(answer(200, { ...MEMBER, status: 'suspended' }))
    .mockResolvedValueOnce(answer(204));
  await withdrawStaffInvitation('i1');
  await expect(changeStaffMember(ID, { role: 'author' })).resolves.toMatchObject({ role: 'author' });
  await expect(changeStaffMember(ID, { status: 'suspended' })).resolves.toMatchObject({ status: 'suspended' });
  await deleteStaffMember(ID, HEIR);
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/admin/staff/invitations/i1', method: 'DELETE', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toMatchObject({ url: `/api/admin/staff/${ID}`, method: 'PATCH', body: { role: 'author' } });
  expect(requestOf(fetchMock, 2).body).toEqual({ status: 'suspended' });
  expect(requestsTo(fetchMock, `DELETE /api/admin/staff/${ID}`)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', query: { postsTo: HEIR } }),
  ]);
});

it('reads and accepts an invitation without the token, resolving with the new session', async () => {
  const view = { email: 'alan@example.com', role: 'author', invitedBy: 'Ada Lovelace', expiresAt: INVITATION.expiresAt };
  fetchMock.mockResolvedValueOnce(answer(200, view)).mockResolvedValueOnce(answer(201, { token: 'new-jwt', message: 'Welcome.' }));
  await expect(fetchStaffInvitation('abc.def')).resolves.toEqual(view);
  const account = { name: 'Alan Turing', username: 'alan', password: 'correct horse battery' };
  await expect(acceptStaffInvitation('abc.def', account)).resolves.toEqual({ token: 'new-jwt', message: 'Welcome.' });
  expect(requestOf(fetchMock, 0)).toEqual({
    url: '/api/staff-invitations/abc.def',
    method: 'GET',
    authorization: undefined,
    body: undefined,
  });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/staff-invitations/abc.def/accept',
    method: 'POST',
    authorization: undefined,
    body: account,
  });
});

it("a refusal reads as the server's message", async () => {
  const refusals = [
    answer(409, { message: 'That e-mail address already belongs to a staff member.' }),
    answer(409, { message: 'You cannot change your own role.' }),
    answer(400, { message: 'Choose who takes over their posts.' }),
    answer(410, { message: 'This invitation has expired. Ask for a new one.' }),
    answer(409, { message: 'That username is taken. Please choose another.' }),
  ];
  fetchMock.mockImplementation(() => Promise.resolve(refusals.shift()!));
  await expect(inviteStaff('grace@example.com', 'author')).rejects.toThrow('That e-mail address already belongs to a staff member.');
  await expect(changeStaffMember(ID, { role: 'author' })).rejects.toThrow('You cannot change your own role.');
  await expect(deleteStaffMember(ID, '')).rejects.toThrow('Choose who takes over their posts.');
  await expect(fetchStaffInvitation('old')).rejects.toMatchObject({
    message: 'This invitation has expired. Ask for a new one.',
    status: 410,
  });
  await expect(acceptStaffInvitation('abc', { name: 'A', username: 'ada', password: 'x' })).rejects.toThrow('That username is taken.');
});

it("a network failure reads as the call's own text", async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchStaff()).rejects.toThrow('Failed to load the team.');
  await expect(inviteStaff('a@example.com', 'author')).rejects.toThrow('Failed to send the invitation.');
  await expect(withdrawStaffInvitation('i1')).rejects.toThrow('Failed to withdraw the invitation.');
  await expect(changeStaffMember(ID, { status: 'active' })).rejects.toThrow('Failed to change the staff member.');
  await expect(deleteStaffMember(ID, HEIR)).rejects.toThrow('Failed to delete the staff member.');
  await expect(fetchStaffInvitation('abc')).rejects.toThrow('Failed to load the invitation.');
  await expect(acceptStaffInvitation('abc', { name: 'A', username: 'a', password: 'x' })).rejects.toThrow('Failed to join the team.');
});
