/** @jest-environment node */
import { login, LOGIN_ERRORS } from '../login';

describe('login', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  const answer = (status: number, body: string, statusText = '') => Promise.resolve(new Response(body, { status, statusText }));

  it('resolves with the token', async () => {
    fetchMock.mockReturnValue(answer(200, JSON.stringify({ token: 't', message: 'Login successful.' })));
    await expect(login('admin', 'pw')).resolves.toBe('t');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ username: 'admin', password: 'pw' });
  });

  it.each([
    ['OK without a token', answer(200, JSON.stringify({ message: 'hi' })), LOGIN_ERRORS.noToken],
    ['the server message', answer(401, JSON.stringify({ message: 'Invalid username or password.' })), 'Invalid username or password.'],
    ['the rate-limit message', answer(429, JSON.stringify({ message: 'Too many login attempts. Please try again in 15 minutes.' })), 'Too many login attempts. Please try again in 15 minutes.'],
    ['"Login failed: " and the status text', answer(500, JSON.stringify({}), 'Internal Server Error'), 'Login failed: Internal Server Error'],
    ['the unexpected text for a body that is not JSON', answer(502, '<html>'), LOGIN_ERRORS.unexpected],
    ['the unexpected text for a network failure', Promise.reject(new TypeError('Failed to fetch')), LOGIN_ERRORS.unexpected],
  ])('rejects with %s', async (_name, response, message) => {
    fetchMock.mockReturnValue(response as Promise<Response>);
    await expect(login('admin', 'pw')).rejects.toThrow(message);
  });
});
