import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { emailField, parseInput } from '../../lib/validation';
import { accountOf, setAdminEmail } from './account.service';
import { requireStaff, staffOf } from './auth.middleware';
import { confirmationPassword, recentSignIn } from './recent-sign-in';

/** `email` null removes the address. */
export const accountEmailSchema = z.object({ email: emailField.nullable(), password: confirmationPassword });

/** The signed-in admin's own account: its username and e-mail address (where reset links go). */
export function accountRouter(config: Config, json: RequestHandler): Router {
  const confirmSignIn = recentSignIn(config);
  const router = Router();
  router.get('/account', requireStaff(config, 'GET /api/auth/account'), async (_req, res) => {
    res.json(await accountOf({ _id: staffOf(res).userId }));
  });
  router.put('/account/email', requireStaff(config, 'PUT /api/auth/account/email'), json, async (req, res) => {
    const { email, password } = parseInput(accountEmailSchema, req.body);
    // Whoever decides where reset links go can take the account over: a stolen session alone cannot.
    await confirmSignIn(req, res, password);
    const account = await setAdminEmail({ _id: staffOf(res).userId }, email);
    res.json({ ...account, message: email ? 'E-mail address saved.' : 'E-mail address removed.' });
  });
  return router;
}
