import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  endSession,
  fetchAccount,
  fetchSessions,
  fetchTwoFactorStatus,
  renewRecoveryCodes,
  requestPasswordReset,
  resetPassword,
  saveAccountEmail,
  startTwoFactorSetup,
} from '../account-api';
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

it('calls the security endpoints with the token; the password goes only when given', async () => {
  fetchMock.mockResolvedValue(answer(200, { message: 'Done.' }));
  await fetchTwoFactorStatus();
  await startTwoFactorSetup();
  await startTwoFactorSetup('correct horse');
  await enableTwoFactor('123456');
  await renewRecoveryCodes();
  await disableTwoFactor('correct horse');
  await fetchSessions();
  await expect(changePassword('old one', 'a new long password')).resolves.toBe('Done.');
  fetchMock.mockResolvedValue(answer(204));
  await endSession('s 1');
  const requests = fetchMock.mock.calls.map((_call, index) => requestOf(fetchMock, index));
  expect(requests.map(({ method, url, body }) => [method, url, body])).toEqual([
    ['GET', '/api/auth/account/2fa', undefined],
    ['POST', '/api/auth/account/2fa/setup', {}],
    ['POST', '/api/auth/account/2fa/setup', { password: 'correct horse' }],
    ['POST', '/api/auth/account/2fa/enable', { code: '123456' }],
    ['POST', '/api/auth/account/2fa/recovery-codes', {}],
    ['POST', '/api/auth/account/2fa/disable', { password: 'correct horse' }],
    ['GET', '/api/auth/sessions', undefined],
    ['PUT', '/api/auth/account/password', { currentPassword: 'old one', newPassword: 'a new long password' }],
    ['DELETE', '/api/auth/sessions/s%201', undefined],
  ]);
  expect(requests.every(({ authorization }) => authorization === 'Bearer jwt')).toBe(true);
});

it("a security call's refusal reads as the server's message, else the call's own text", async () => {
  fetchMock.mockResolvedValueOnce(answer(409, { message: 'Your role needs two-factor authentication.' }));
  await expect(disableTwoFactor()).rejects.toMatchObject({ message: 'Your role needs two-factor authentication.', status: 409 });
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(changePassword('a', 'b')).rejects.toThrow('Failed to change the password.');
});
