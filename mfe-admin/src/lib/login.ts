import { ApiError, guarded, send } from './api-client';
import { LOGIN_ERRORS } from './api-messages';
import { readAuthToken } from './auth-token';

export { LOGIN_ERRORS };

interface LoginAnswer {
  token?: unknown;
  message?: unknown;
}

/** POST /api/auth/login; resolves with the token or rejects with the exact text of SPEC section 8. */
export function login(username: string, password: string): Promise<string> {
  return guarded(LOGIN_ERRORS.unexpected, async () => {
    const response = await send('/auth/login', { method: 'POST', body: { username, password } });
    // Every answer is read as JSON first; one that is not JSON is "An unexpected error occurred during login."
    const body = (await response.json()) as LoginAnswer;
    if (!response.ok) {
      const message = typeof body.message === 'string' && body.message ? body.message : LOGIN_ERRORS.failed(response.statusText);
      throw new ApiError(message, { status: response.status });
    }
    if (typeof body.token !== 'string' || !body.token) throw new ApiError(LOGIN_ERRORS.noToken, { status: response.status });
    return body.token;
  });
}

/**
 * POST /api/auth/logout with the stored token, so the server refuses it from now on. Never fails:
 * the caller forgets the token locally whatever happens here (offline, the token already expired).
 */
export async function logout(): Promise<void> {
  if (!readAuthToken()) return;
  await send('/auth/logout', { method: 'POST', token: 'optional' }).catch(() => undefined);
}
