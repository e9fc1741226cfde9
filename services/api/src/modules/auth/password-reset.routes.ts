import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { RESET_LINK_MINUTES } from '@fns/contracts';
import type { Config } from '../../config/config';
import { formLimiter } from '../../lib/rate-limit';
import { emailField, parseInput } from '../../lib/validation';
import { RESET_LINK_INVALID, resetPassword, sendResetLink } from './password-reset.service';

export const RESET_REQUESTED = `If an administrator has that address, a reset link is on its way. It works for ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in with the new one.';

export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: z.string(RESET_LINK_INVALID),
  // Its rules (auth.service.ts assertNewPassword) are checked once the link is known to be good.
  password: z.string('Please choose a new password.'),
});

/** "Forgot password?" on the sign-in page (a mail with a link), and that link's page setting the new password. */
export function passwordResetRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  router.post('/forgot-password', formLimiter('forgot-password', config.rateLimits.forms), json, async (req, res) => {
    const { email } = parseInput(forgotPasswordSchema, req.body);
    res.status(202).json({ message: RESET_REQUESTED });
    // Looked up only once answered, so the answer's timing cannot tell whether an admin has that
    // address. A failure from here on is logged by the error handler, which sends nothing more.
    await sendResetLink(config, email);
  });
  router.post('/reset-password', json, async (req, res) => {
    const { token, password } = parseInput(resetPasswordSchema, req.body);
    await resetPassword(config, token, password);
    res.json({ message: PASSWORD_CHANGED });
  });
  return router;
}
