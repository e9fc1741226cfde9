import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { ApiError, badRequest, forbidden } from '../../lib/api-error';
import { clientAddressKey } from '../../lib/client-address';
import { fitsBcrypt, PASSWORD_MAX_BYTES } from '../../lib/password-policy';
import { tooManyRequests } from '../../lib/rate-limit';
import { staffOf } from './auth.middleware';
import { checkOwnPassword } from './auth.service';
import { loginProtection } from './login-protection';

/** How long after signing in an admin may register or promote a release without typing the password again. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;
export const CONFIRM_PASSWORD = 'Confirm with your password ("password"): you signed in more than 5 minutes ago.';
export const WRONG_PASSWORD = 'That is not your password.';

/** The optional `password` of a body that may need it. */
export const confirmationPassword = z
  .string('The password must be text.')
  .min(1, 'The password must not be empty.')
  .max(PASSWORD_MAX_BYTES, `The password is too long (at most ${PASSWORD_MAX_BYTES} bytes).`)
  .refine(fitsBcrypt, `The password is too long (at most ${PASSWORD_MAX_BYTES} bytes).`)
  .optional();

/**
 * What runs code on every visitor's page (registering, promoting a release) takes a token younger
 * than RECENT_SIGN_IN_MS or the admin's password again: a stolen or forgotten session alone cannot.
 * A wrong password counts as a failed sign-in, under the same limits (login-protection.ts). Refusals
 * are 403 (no password) and 400 (a wrong one), never 401: the session itself stays valid.
 */
export function recentSignIn(config: Config) {
  const checkPassword = ownPasswordCheck(config);
  return async (req: Request, res: Response, password: string | undefined): Promise<void> => {
    if (Date.now() - staffOf(res).signedInAt.getTime() < RECENT_SIGN_IN_MS) return;
    if (password === undefined) throw forbidden(CONFIRM_PASSWORD);
    await checkPassword(req, res, password);
  };
}

/** The signed-in member's own password: 400 when it is not, counted as a failed sign-in. */
export function ownPasswordCheck(config: Config) {
  const protection = loginProtection(config.rateLimits.login);
  return async (req: Request, res: Response, password: string): Promise<void> => {
    const admin = staffOf(res);
    await protection
      .guard(
        { account: admin.username, address: clientAddressKey(req) },
        () => checkOwnPassword(admin.userId, password),
        (waitMs) => tooManyRequests(res, waitMs, (wait) => `Too many wrong passwords. Please try again in ${wait}.`),
      )
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw badRequest(WRONG_PASSWORD);
        throw error;
      });
  };
}
