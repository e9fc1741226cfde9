import type { Account, MessageBody, RecoveryCodes, Session, TwoFactorSetup, TwoFactorStatus } from '@fns/contracts';
import { failure, guarded, readJson, send, sendAdmin, type SendOptions } from './api-client';
import { ACCOUNT_ERRORS, ACCOUNT_SECURITY_ERRORS, PASSWORD_RESET_ERRORS } from './api-messages';

/** The account as PUT /api/auth/account/email answers it: saved, with what the server says about it. */
export type SavedAccount = Account & MessageBody;

/** GET /api/auth/account: the signed-in admin's name and e-mail address. */
export function fetchAccount(): Promise<Account> {
  return guarded(ACCOUNT_ERRORS.load, async () => readJson<Account>(await sendAdmin('/auth/account', ACCOUNT_ERRORS)));
}

/**
 * PUT /api/auth/account/email: sets the address, or (null) removes it. Signed in more than 5 minutes
 * ago, the server answers 403 until the admin's `password` comes with it.
 */
export function saveAccountEmail(email: string | null, password?: string): Promise<SavedAccount> {
  return guarded(ACCOUNT_ERRORS.save, async () =>
    readJson<SavedAccount>(await sendAdmin('/auth/account/email', ACCOUNT_ERRORS, { method: 'PUT', body: { email, password } })),
  );
}

/** A signed-out call: the server's message, or `fallback` for a refusal without one. */
async function postSignedOut(path: string, body: unknown, fallback: string): Promise<string> {
  return guarded(fallback, async () => {
    const response = await send(path, { method: 'POST', body });
    if (!response.ok) throw await failure(response, { serverMessageOr: fallback });
    return (await readJson<MessageBody>(response)).message;
  });
}

/** POST /api/auth/forgot-password: the same answer whether or not an account has that address. */
export const requestPasswordReset = (email: string) => postSignedOut('/auth/forgot-password', { email }, PASSWORD_RESET_ERRORS.request);

/** POST /api/auth/reset-password with the mail link's token: the new password, and every session signed out. */
export const resetPassword = (token: string, password: string) =>
  postSignedOut('/auth/reset-password', { token, password }, PASSWORD_RESET_ERRORS.reset);

const SECURITY = ACCOUNT_SECURITY_ERRORS;

/** A call of the account's security sections that answers JSON; `fallback` for a failure without the server's word. */
const securityCall = <T>(fallback: string, path: string, options?: Omit<SendOptions, 'token'>): Promise<T> =>
  guarded(fallback, async () => readJson<T>(await sendAdmin(path, SECURITY, options)));

/** GET /api/auth/account/2fa: on or off, required for the role, recovery codes left. */
export const fetchTwoFactorStatus = () => securityCall<TwoFactorStatus>(SECURITY.twoFactor, '/auth/account/2fa');

/**
 * POST /api/auth/account/2fa/setup: a new secret to scan, not yet in force. This call, new recovery
 * codes and turning it off answer 403 for a session older than 5 minutes until the `password` comes with them.
 */
export const startTwoFactorSetup = (password?: string) =>
  securityCall<TwoFactorSetup>(SECURITY.setup, '/auth/account/2fa/setup', { method: 'POST', body: { password } });

/** POST /api/auth/account/2fa/enable: the app's first code puts the secret in force; resolves with the recovery codes (400: a wrong code). */
export const enableTwoFactor = (code: string) =>
  securityCall<RecoveryCodes>(SECURITY.enable, '/auth/account/2fa/enable', { method: 'POST', body: { code } });

/** POST /api/auth/account/2fa/recovery-codes: new codes; the old ones stop working. */
export const renewRecoveryCodes = (password?: string) =>
  securityCall<RecoveryCodes>(SECURITY.recoveryCodes, '/auth/account/2fa/recovery-codes', { method: 'POST', body: { password } });

/** POST /api/auth/account/2fa/disable (409: the role requires it). */
export const disableTwoFactor = (password?: string) =>
  securityCall<MessageBody>(SECURITY.disable, '/auth/account/2fa/disable', { method: 'POST', body: { password } });

/** GET /api/auth/sessions: the account's sessions, newest first; `current` marks this one. */
export const fetchSessions = () => securityCall<Session[]>(SECURITY.sessions, '/auth/sessions');

/** DELETE /api/auth/sessions/{id}: that session's token is refused from now on. */
export function endSession(id: string): Promise<void> {
  return guarded(SECURITY.endSession, async () => {
    await sendAdmin(`/auth/sessions/${encodeURIComponent(id)}`, SECURITY, { method: 'DELETE' });
  });
}

/** PUT /api/auth/account/password: resolves with the server's message (400: a wrong current password, a weak new one); the other sessions end. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const body = { currentPassword, newPassword };
  return (await securityCall<MessageBody>(SECURITY.password, '/auth/account/password', { method: 'PUT', body })).message;
}
