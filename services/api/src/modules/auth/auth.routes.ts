import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { clientAddressKey } from '../../lib/client-address';
import { tooManyRequests } from '../../lib/rate-limit';
import { fitsBcrypt, PASSWORD_MAX_BYTES } from '../../lib/password-policy';
import { parseInput } from '../../lib/validation';
import { accountRouter } from './account.routes';
import { requireStaff, staffOf } from './auth.middleware';
import { login, normalizeUsername } from './auth.service';
import { loginProtection } from './login-protection';
import { passwordResetRouter } from './password-reset.routes';
import { revokeToken } from './token-revocation';

const PASSWORD_TOO_LONG = `Password is too long (at most ${PASSWORD_MAX_BYTES} bytes).`;

export const loginSchema = z.object({
  username: z.string('Username is required.').trim().min(1, 'Username is required.').max(64, 'Username is too long.'),
  // No minimum beyond 1: older passwords keep working. No more than bcrypt reads: a longer one is
  // refused, not silently cut short. (max: the OpenAPI document's maxLength; the bytes decide.)
  password: z
    .string('Password is required.')
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
});

/** Sign-in (with its JSON body), log out (no body: nothing to parse or refuse), the admin's own account and the password reset by mail. */
export function authRouter(config: Config, json: RequestHandler): Router {
  const protection = loginProtection(config.rateLimits.login);

  const router = Router();
  router.post('/login', json, async (req, res) => {
    const { username, password } = parseInput(loginSchema, req.body);
    const attempt = { account: normalizeUsername(username), address: clientAddressKey(req) };
    const token = await protection.guard(
      attempt,
      () => login(config, username, password),
      (waitMs) => tooManyRequests(res, waitMs, (wait) => `Too many login attempts. Please try again in ${wait}.`),
    );
    res.json({ token, message: 'Login successful.' });
  });

  router.post('/logout', requireStaff(config, 'POST /api/auth/logout'), async (_req, res) => {
    await revokeToken(staffOf(res).token);
    res.status(204).end();
  });
  router.use(accountRouter(config, json));
  router.use(passwordResetRouter(config, json));
  return router;
}
