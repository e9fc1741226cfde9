import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { fetchAccount, requestPasswordReset, resetPassword, saveAccountEmail } from '../account-api';
import { storeAuthToken } from '../auth-token';

const fetchMock = installFetchMock();

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('reads and saves the account with the token; the password goes only when given', async () => {
  fetchMock
    .mockResolvedValueOnce(answer(200, { username: 'admin', email: null }))
    .mockResolvedValue(answer(200, { username: 'admin', email: 'ada@example.com', message: 'Saved.' }));
  await expect(fetchAccount()).resolves.toEqual({ username: 'admin', email: null });
  await expect(saveAccountEmail('ada@example.com')).resolves.toMatchObject({ email: 'ada@example.com', message: 'Saved.' });
  await saveAccountEmail(null, 'correct horse');
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/auth/account', method: 'GET', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/auth/account/email',
    method: 'PUT',
    authorization: 'Bearer jwt',
    body: { email: 'ada@example.com' },
  });
  expect(requestOf(fetchMock, 2).body).toEqual({ email: null, password: 'correct horse' });
});

it('a 403 for the password is an ApiError with its status, for the screen to ask for it', async () => {
  fetchMock.mockResolvedValue(answer(403, { message: 'Confirm with your password ("password"): you signed in more than 5 minutes ago.' }));
  await expect(saveAccountEmail('ada@example.com')).rejects.toMatchObject({ status: 403 });
});

it('asks for a reset link and resets the password without the token, resolving with the message', async () => {
  fetchMock.mockResolvedValueOnce(answer(202, { message: 'Sent if known.' })).mockResolvedValueOnce(answer(200, { message: 'Changed.' }));
  await expect(requestPasswordReset('ada@example.com')).resolves.toBe('Sent if known.');
  await expect(resetPassword('abc.def', 'correct horse battery')).resolves.toBe('Changed.');
  expect(requestOf(fetchMock, 0)).toEqual({
    url: '/api/auth/forgot-password',
    method: 'POST',
    authorization: undefined,
    body: { email: 'ada@example.com' },
  });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/auth/reset-password',
    method: 'POST',
    authorization: undefined,
    body: { token: 'abc.def', password: 'correct horse battery' },
  });
});

it("a refusal reads as the server's message, else the call's own text", async () => {
  fetchMock.mockResolvedValueOnce(answer(429, { message: 'Too many requests.' })).mockResolvedValueOnce(answer(400, 'not json'));
  await expect(requestPasswordReset('ada@example.com')).rejects.toThrow('Too many requests.');
  await expect(resetPassword('abc', 'x')).rejects.toThrow('Failed to set the new password.');
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(requestPasswordReset('ada@example.com')).rejects.toThrow('Failed to send the reset link.');
  await expect(fetchAccount()).rejects.toThrow('Failed to load your account.');
  await expect(saveAccountEmail(null)).rejects.toThrow('Failed to save the e-mail address.');
});
