import { TWO_FACTOR_CHALLENGE_MINUTES } from '@fns/contracts';
import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { removeAuthToken, storeAuthToken } from '../auth-token';
import { login, LOGIN_ERRORS, logout, TWO_FACTOR_CHALLENGE_MINUTES as CONSOLE_CHALLENGE_MINUTES, verifyTwoFactor } from '../login';

const fetchMock = installFetchMock();

describe('login', () => {
  beforeEach(() => fetchMock.mockReset());

  it('posts the credentials without a token and resolves with the token', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 't', message: 'Login successful.' }));
    await expect(login('admin', 'pw')).resolves.toEqual({ token: 't' });
    expect(requestOf(fetchMock)).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      authorization: undefined,
      body: { username: 'admin', password: 'pw' },
    });
  });

  it.each([
    ['OK without a token', answer(200, { message: 'hi' }), LOGIN_ERRORS.noToken],
    ['the server message', answer(401, { message: 'Invalid username or password.' }), 'Invalid username or password.'],
    [
      'the rate-limit message',
      answer(429, { message: 'Too many login attempts. Please try again in 15 minutes.' }),
      'Too many login attempts. Please try again in 15 minutes.',
    ],
    ['"Login failed: " and the status text', answer(500, {}, 'Internal Server Error'), 'Login failed: Internal Server Error'],
    ['the unexpected text for a body that is not JSON', answer(502, '<html>'), LOGIN_ERRORS.unexpected],
  ])('rejects with %s', async (_name, response, message) => {
    fetchMock.mockResolvedValue(response);
    await expect(login('admin', 'pw')).rejects.toThrow(message);
  });

  it('rejects with the unexpected text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(login('admin', 'pw')).rejects.toThrow(LOGIN_ERRORS.unexpected);
  });

  it('resolves with the challenge and its message for an account with two-factor authentication', async () => {
    const prompt = 'Enter the 6-digit code from your authenticator app.';
    fetchMock.mockResolvedValue(answer(200, { twoFactorRequired: true, challenge: 'ch', message: prompt }));
    await expect(login('admin', 'pw')).resolves.toEqual({ challenge: 'ch', message: prompt });
  });
});

describe('verifyTwoFactor', () => {
  beforeEach(() => fetchMock.mockReset());

  it('posts the challenge with the code or the recovery code and resolves with the token', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 't', message: 'Login successful.' }));
    await expect(verifyTwoFactor('ch', { code: '123456' })).resolves.toBe('t');
    await verifyTwoFactor('ch', { recoveryCode: 'abcd-efgh' });
    expect(requestOf(fetchMock, 0)).toEqual({
      url: '/api/auth/login/2fa',
      method: 'POST',
      authorization: undefined,
      body: { challenge: 'ch', code: '123456' },
    });
    expect(requestOf(fetchMock, 1).body).toEqual({ challenge: 'ch', recoveryCode: 'abcd-efgh' });
  });

  it('rejects with the server message and the status', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'That code is not right. Try again.' }));
    await expect(verifyTwoFactor('ch', { code: '000000' })).rejects.toMatchObject({
      message: 'That code is not right. Try again.',
      status: 401,
    });
  });

  it('knows how long a challenge lasts as the contracts do', () => {
    expect(CONSOLE_CHALLENGE_MINUTES).toBe(TWO_FACTOR_CHALLENGE_MINUTES);
  });
});

describe('logout', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    storeAuthToken('jwt');
  });

  it('asks the server to revoke the stored token', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await logout();
    expect(requestOf(fetchMock)).toEqual({ url: '/api/auth/logout', method: 'POST', authorization: 'Bearer jwt', body: undefined });
  });

  it.each([
    ['the server refuses', () => fetchMock.mockResolvedValue(answer(401, { message: 'Your session has expired. Please log in again.' }))],
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('resolves all the same when %s', async (_name, arrange) => {
    arrange();
    await expect(logout()).resolves.toBeUndefined();
  });

  it('sends nothing without a stored token', async () => {
    removeAuthToken();
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
