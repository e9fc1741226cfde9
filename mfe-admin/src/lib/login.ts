import { apiUrl } from '@fns/design-system';

export const LOGIN_ERRORS = {
  noToken: 'Login successful, but no token received.',
  unexpected: 'An unexpected error occurred during login.',
} as const;

export class LoginError extends Error {}

/** POST /api/auth/login; resolves with the token or rejects with the exact text of SPEC section 8. */
export async function login(username: string, password: string): Promise<string> {
  let response: Response;
  let body: { token?: unknown; message?: unknown };
  try {
    response = await fetch(apiUrl('/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw new LoginError(LOGIN_ERRORS.unexpected);
  }
  if (!response.ok) {
    throw new LoginError(typeof body.message === 'string' && body.message ? body.message : `Login failed: ${response.statusText}`);
  }
  if (typeof body.token !== 'string' || !body.token) throw new LoginError(LOGIN_ERRORS.noToken);
  return body.token;
}
