import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { removeAuthToken, storeAuthToken } from '../auth-token';
import { fetchMailOverview, fetchOutboxPage, fetchSuppressions, retryOutboxMessage, sendTestMail } from '../mail-api';

const fetchMock = installFetchMock();
const ID = 'c'.repeat(24);
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 20 };

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('asks for the outbox with its status and page, and the status only when one is chosen', async () => {
  fetchMock.mockResolvedValue(answer(200, EMPTY_PAGE));
  await fetchOutboxPage('failed', 3);
  await fetchOutboxPage(null, 1);
  await fetchSuppressions(2);
  expect(requestOf(fetchMock, 0)).toMatchObject({
    url: '/api/admin/mail/outbox?status=failed&page=3&pageSize=20',
    authorization: 'Bearer jwt',
  });
  expect(requestOf(fetchMock, 1).url).toBe('/api/admin/mail/outbox?page=1&pageSize=20');
  expect(requestOf(fetchMock, 2)).toMatchObject({ url: '/api/admin/mail/suppressions?page=2&pageSize=20', authorization: 'Bearer jwt' });
});

it('retries a message and sends a test mail with the token', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, { id: ID, status: 'queued' })).mockResolvedValueOnce(answer(202, { message: 'On its way.' }));
  await expect(retryOutboxMessage(ID)).resolves.toEqual({ id: ID, status: 'queued' });
  await expect(sendTestMail('me@example.com')).resolves.toBe('On its way.');
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: `/api/admin/mail/outbox/${ID}/retry`, method: 'POST', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/admin/mail/test',
    method: 'POST',
    authorization: 'Bearer jwt',
    body: { to: 'me@example.com' },
  });
});

it("a refusal reads as the server's message, a network failure as the call's own text", async () => {
  fetchMock.mockResolvedValueOnce(answer(409, { message: 'Only a failed message can be retried.' }));
  await expect(retryOutboxMessage(ID)).rejects.toMatchObject({
    message: 'Only a failed message can be retried.',
    status: 409,
    authFailure: false,
  });
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchMailOverview()).rejects.toThrow('Failed to load the mail settings.');
  await expect(fetchOutboxPage(null, 1)).rejects.toThrow('Failed to load the outbox.');
  await expect(retryOutboxMessage(ID)).rejects.toThrow('Failed to retry the message.');
  await expect(fetchSuppressions(1)).rejects.toThrow('Failed to load the unsubscribed addresses.');
  await expect(sendTestMail('me@example.com')).rejects.toThrow('Failed to send the test mail.');
});

it('sends nothing without a stored token', async () => {
  removeAuthToken();
  await expect(fetchMailOverview()).rejects.toMatchObject({
    message: 'Authentication token not found. Please log in again.',
    authFailure: true,
  });
  expect(fetchMock).not.toHaveBeenCalled();
});
