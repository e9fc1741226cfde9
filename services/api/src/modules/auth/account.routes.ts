import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { conflict } from '../../lib/api-error';
import { emailField, parseInput } from '../../lib/validation';
import { recordAudit } from '../audit/audit-log';
import { accountOf, setAdminEmail } from './account.service';
import { changePassword } from './auth.service';
import { needsTwoFactor, requireStaff, staffOf } from './auth.middleware';
import { confirmationPassword, ownPasswordCheck, recentSignIn } from './recent-sign-in';
import { endOwnSession, listSessions } from './sessions';
import { beginSetup, disable, enable, replaceRecoveryCodes, TWO_FACTOR_MESSAGES, twoFactorStatus } from './two-factor';

/** `email` null removes the address. */
export const accountEmailSchema = z.object({ email: emailField.nullable(), password: confirmationPassword });
/** What asks for the password again when the session is older than 5 minutes: `password` only. */
export const passwordConfirmationSchema = z.strictObject({ password: confirmationPassword });
export const enableTwoFactorSchema = z.strictObject({
  code: z.string('Enter the 6-digit code from your app.').max(12, 'That code is not right. Try again.'),
});
export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string('Enter your current password.')
    .min(1, 'Enter your current password.')
    .max(200, 'That is not your current password.'),
  // Its rules (assertNewPassword) are checked once the current one is known to be right.
  newPassword: z.string('Choose a new password.'),
});
const sessionIdParam = z.object({ id: z.string().uuid('Session not found.') });

/** The signed-in member's own account: who they are, their address, two-factor, sessions and password. */
export function accountRouter(config: Config, json: RequestHandler): Router {
  const confirmSignIn = recentSignIn(config);
  const checkPassword = ownPasswordCheck(config);
  const router = Router();
  router.get('/account', requireStaff(config, 'GET /api/auth/account'), async (_req, res) => {
    res.json(await accountOf(config, { _id: staffOf(res).userId }));
  });
  router.put('/account/email', requireStaff(config, 'PUT /api/auth/account/email'), json, async (req, res) => {
    const { email, password } = parseInput(accountEmailSchema, req.body);
    // Whoever decides where reset links go can take the account over: a stolen session alone cannot.
    await confirmSignIn(req, res, password);
    await setAdminEmail({ _id: staffOf(res).userId }, email);
    const account = await accountOf(config, { _id: staffOf(res).userId });
    res.json({ ...account, message: email ? 'E-mail address saved.' : 'E-mail address removed.' });
  });
  router.put('/account/password', requireStaff(config, 'PUT /api/auth/account/password'), json, async (req, res) => {
    const { currentPassword, newPassword } = parseInput(passwordChangeSchema, req.body);
    await checkPassword(req, res, currentPassword);
    const staff = staffOf(res);
    await changePassword(config, staff.userId, newPassword, staff.sessionId);
    await recordAudit(res, 'account.password', staffOf(res).username);
    res.json({ message: 'Password changed. Your other sessions are signed out.' });
  });

  router.get('/account/2fa', requireStaff(config, 'GET /api/auth/account/2fa'), async (_req, res) => {
    res.json(await twoFactorStatus(config, staffOf(res)));
  });
  router.post('/account/2fa/setup', requireStaff(config, 'POST /api/auth/account/2fa/setup'), json, async (req, res) => {
    await confirmSignIn(req, res, parseInput(passwordConfirmationSchema, req.body ?? {}).password);
    res.json(await beginSetup(config, staffOf(res).userId));
  });
  router.post('/account/2fa/enable', requireStaff(config, 'POST /api/auth/account/2fa/enable'), json, async (req, res) => {
    const codes = await enable(config, staffOf(res).userId, parseInput(enableTwoFactorSchema, req.body).code);
    await recordAudit(res, 'account.2fa-on', staffOf(res).username);
    res.json(codes);
  });
  router.post('/account/2fa/recovery-codes', requireStaff(config, 'POST /api/auth/account/2fa/recovery-codes'), json, async (req, res) => {
    await confirmSignIn(req, res, parseInput(passwordConfirmationSchema, req.body ?? {}).password);
    res.json(await replaceRecoveryCodes(staffOf(res).userId));
  });
  router.post('/account/2fa/disable', requireStaff(config, 'POST /api/auth/account/2fa/disable'), json, async (req, res) => {
    await confirmSignIn(req, res, parseInput(passwordConfirmationSchema, req.body ?? {}).password);
    const staff = staffOf(res);
    if (needsTwoFactor(config, { role: staff.role, twoFactorEnabled: false })) throw conflict(TWO_FACTOR_MESSAGES.required);
    await disable(staff.userId);
    await recordAudit(res, 'account.2fa-off', staff.username);
    res.json({ message: TWO_FACTOR_MESSAGES.off });
  });

  router.get('/sessions', requireStaff(config, 'GET /api/auth/sessions'), async (_req, res) => {
    const staff = staffOf(res);
    res.set('Cache-Control', 'no-store').json(await listSessions(staff.userId, staff.sessionId));
  });
  router.delete('/sessions/:id', requireStaff(config, 'DELETE /api/auth/sessions/{id}'), async (req, res) => {
    await endOwnSession(staffOf(res).userId, parseInput(sessionIdParam, req.params).id);
    res.status(204).end();
  });
  return router;
}
