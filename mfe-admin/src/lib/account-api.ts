import type { Account, MessageBody } from '@fns/contracts';
import { failure, guarded, readJson, send, sendAdmin } from './api-client';
import { ACCOUNT_ERRORS, PASSWORD_RESET_ERRORS } from './api-messages';

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
