import { ApiError, guarded, send } from './api-client';
import { LOGIN_ERRORS } from './api-messages';
import { readAuthToken } from './auth-token';

export { LOGIN_ERRORS };

/**
 * How long a two-factor challenge can be answered: @fns/contracts' TWO_FACTOR_CHALLENGE_MINUTES,
 * spelled again because that module loads zod (lib/__tests__/login.test.ts keeps the two equal).
 */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** What the password leads to: the token, or (two-factor authentication on) a challenge to answer with a code. */
export type LoginStep = { token: string } | { challenge: string; message: string };

/** The second step's answer: the authenticator app's code, or one of the recovery codes. */
export type TwoFactorProof = { code: string } | { recoveryCode: string };

interface LoginAnswer {
  token?: unknown;
  message?: unknown;
  twoFactorRequired?: unknown;
  challenge?: unknown;
}

/** Both steps read their answer so: any answer is JSON first, one that is not is "An unexpected error occurred during login." */
async function postLogin(path: string, body: unknown): Promise<LoginStep> {
  const response = await send(path, { method: 'POST', body });
  const answer = (await response.json()) as LoginAnswer;
  if (!response.ok) {
    const message = typeof answer.message === 'string' && answer.message ? answer.message : LOGIN_ERRORS.failed(response.statusText);
    throw new ApiError(message, { status: response.status });
  }
  if (answer.twoFactorRequired === true && typeof answer.challenge === 'string')
    return { challenge: answer.challenge, message: typeof answer.message === 'string' ? answer.message : '' };
  if (typeof answer.token !== 'string' || !answer.token) throw new ApiError(LOGIN_ERRORS.noToken, { status: response.status });
  return { token: answer.token };
}

/** POST /api/auth/login; resolves with the token or a challenge, or rejects with the exact text of SPEC section 8. */
export const login = (username: string, password: string): Promise<LoginStep> =>
  guarded(LOGIN_ERRORS.unexpected, () => postLogin('/auth/login', { username, password }));

/** POST /api/auth/login/2fa: the challenge answered; resolves with the token (a 401: a wrong code, or the challenge expired). */
export function verifyTwoFactor(challenge: string, proof: TwoFactorProof): Promise<string> {
  return guarded(LOGIN_ERRORS.unexpected, async () => {
    const step = await postLogin('/auth/login/2fa', { challenge, ...proof });
    // A second challenge is no answer to the first.
    if (!('token' in step)) throw new ApiError(LOGIN_ERRORS.noToken);
    return step.token;
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
