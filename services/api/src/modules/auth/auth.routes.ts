import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { clientAddressKey } from '../../lib/client-address';
import { unauthorized } from '../../lib/api-error';
import { tooManyRequests } from '../../lib/rate-limit';
import { fitsBcrypt, PASSWORD_MAX_BYTES } from '../../lib/password-policy';
import { keptAfterTrim, parseInput } from '../../lib/validation';
import { accountRouter } from './account.routes';
import { requireStaff, staffOf } from './auth.middleware';
import { CHALLENGE_EXPIRED, login, loginSecondStep, normalizeUsername } from './auth.service';
import { loginProtection } from './login-protection';
import { passwordResetRouter } from './password-reset.routes';
import { AdminUser } from './admin-user.model';
import { endSession, signInContextOf } from './sessions';
import { readChallenge } from './token';

const PASSWORD_TOO_LONG = `Password is too long (at most ${PASSWORD_MAX_BYTES} bytes).`;

export const loginSchema = z.object({
  username: z
    .string('Username is required.')
    .trim()
    .min(1, 'Username is required.')
    .max(64, 'Username is too long.')
    .regex(keptAfterTrim(1), 'Username is required.'),
  // No minimum beyond 1: older passwords keep working. No more than bcrypt reads: a longer one is
  // refused, not silently cut short. (max: the OpenAPI document's maxLength; the bytes decide.)
  password: z
    .string('Password is required.')
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
});

export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';
export const secondStepSchema = z
  .strictObject({
    challenge: z.string(CHALLENGE_EXPIRED).max(1000, CHALLENGE_EXPIRED),
    code: z.string('The code must be text.').max(12, 'That code is not right. Try again.').optional(),
    recoveryCode: z.string('The recovery code must be text.').max(40, 'That code is not right. Try again.').optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), 'Send either "code" or "recoveryCode".');

/** Sign-in (with its JSON body), log out (no body: nothing to parse or refuse), the admin's own account and the password reset by mail. */
export function authRouter(config: Config, json: RequestHandler): Router {
  const protection = loginProtection(config.rateLimits.login);

  const router = Router();
  router.post('/login', json, async (req, res) => {
    const { username, password } = parseInput(loginSchema, req.body);
    const attempt = { account: normalizeUsername(username), address: clientAddressKey(req) };
    const signIn = await protection.guard(
      attempt,
      () => login(config, username, password, signInContextOf(req)),
      (waitMs) => tooManyRequests(res, waitMs, (wait) => `Too many login attempts. Please try again in ${wait}.`),
    );
    if ('challenge' in signIn) res.json({ twoFactorRequired: true, challenge: signIn.challenge, message: TWO_FACTOR_PROMPT });
    else res.json({ token: signIn.token, message: 'Login successful.' });
  });
  // A wrong code counts as a failed sign-in of the account, under the same limits.
  router.post('/login/2fa', json, async (req, res) => {
    const { challenge, ...answer } = parseInput(secondStepSchema, req.body);
    const userId = readChallenge(config, challenge);
    const user = userId ? await AdminUser.findById(userId, { username: 1 }).lean() : null;
    if (!userId || !user) throw unauthorized(CHALLENGE_EXPIRED);
    const token = await protection.guard(
      { account: user.username, address: clientAddressKey(req) },
      () => loginSecondStep(config, userId, answer, signInContextOf(req)),
      (waitMs) => tooManyRequests(res, waitMs, (wait) => `Too many login attempts. Please try again in ${wait}.`),
    );
    res.json({ token, message: 'Login successful.' });
  });

  router.post('/logout', requireStaff(config, 'POST /api/auth/logout'), async (_req, res) => {
    await endSession(staffOf(res).sessionId);
    res.status(204).end();
  });
  router.use(accountRouter(config, json));
  router.use(passwordResetRouter(config, json));
  return router;
}
