import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { storeAuthToken } from '../auth-token';
import { fetchInvitationSummary, inviteWaiting, resendInvitation, revokeInvitation } from '../invitations-api';

const fetchMock = installFetchMock();
const ID = 'c'.repeat(24);
const BATCH = { id: 'b1', createdAt: '2026-03-01T10:00:00.000Z', size: 2, progress: { queued: 2, sent: 0, failed: 0 } };

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('reads the summary and invites with the token: the next in line, or chosen entries', async () => {
  const summary = { counts: { invited: 1, joined: 0, expired: 0, revoked: 0 }, batches: [], ttlDays: 14 };
  fetchMock.mockResolvedValueOnce(answer(200, summary)).mockResolvedValue(answer(201, BATCH));
  await expect(fetchInvitationSummary()).resolves.toEqual(summary);
  await expect(inviteWaiting({ next: 25 })).resolves.toEqual(BATCH);
  await inviteWaiting({ ids: [ID] });
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/admin/waitlist/invitations', method: 'GET', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/admin/waitlist/invitations',
    method: 'POST',
    authorization: 'Bearer jwt',
    body: { next: 25 },
  });
  expect(requestOf(fetchMock, 2).body).toEqual({ ids: [ID] });
});

it("resends and revokes an entry's invitation", async () => {
  const invitation = { state: 'active', expiresAt: '2026-03-15T10:00:00.000Z' };
  fetchMock.mockResolvedValueOnce(answer(200, invitation)).mockResolvedValueOnce(answer(204));
  await expect(resendInvitation(ID)).resolves.toEqual(invitation);
  await revokeInvitation(ID);
  expect(requestOf(fetchMock, 0)).toMatchObject({
    url: `/api/admin/waitlist/${ID}/invitation`,
    method: 'POST',
    authorization: 'Bearer jwt',
  });
  expect(requestOf(fetchMock, 1)).toMatchObject({ url: `/api/admin/waitlist/${ID}/invitation`, method: 'DELETE' });
});

it("keeps the server's message: nobody waiting, an entry not invited", async () => {
  fetchMock.mockResolvedValueOnce(answer(422, { message: 'No one of those is waiting to be invited.' }));
  await expect(inviteWaiting({ ids: [ID] })).rejects.toThrow('No one of those is waiting to be invited.');
  fetchMock.mockResolvedValueOnce(answer(409, { message: 'This entry is not invited.' }));
  await expect(revokeInvitation(ID)).rejects.toThrow('This entry is not invited.');
});

it("a network failure reads as the call's own text", async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchInvitationSummary()).rejects.toThrow('Failed to load the invitations.');
  await expect(inviteWaiting({ next: 1 })).rejects.toThrow('Failed to send the invitations.');
  await expect(resendInvitation(ID)).rejects.toThrow('Failed to resend the invitation.');
  await expect(revokeInvitation(ID)).rejects.toThrow('Failed to revoke the invitation.');
});
