import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { OUTBOX_STATUSES } from '@fns/contracts';
import type { Config } from '../../config/config';
import { conflict } from '../../lib/api-error';
import { emailField, objectIdParam, parseInput } from '../../lib/validation';
import { pagingShape, strictQuery } from '../audience/audience-query';
import { requireStaff } from '../auth/auth.middleware';
import { mailOverview, outboxPage, suppressionPage } from './mail-admin.service';
import { queueTestMail } from './mail-outbox';
import { retryFailedMail } from './mail-retry';

export const MAIL_OFF = 'Mail is turned off (MAIL_DISABLED=true): nothing can be sent.';

const outboxQuerySchema = strictQuery({
  status: z.enum(OUTBOX_STATUSES, `The status filter must be one of ${OUTBOX_STATUSES.join(', ')}.`).optional(),
  ...pagingShape,
});
const suppressionQuerySchema = strictQuery(pagingShape);
/** POST /api/admin/mail/test (the shape of @fns/contracts' testMailRequestSchema, its address checked as the forms check theirs). */
export const testMailSchema = z.object({ to: emailField });

/**
 * /api/admin/mail…: the console's E-mail screen. Admins only, and not rate-limited beyond that:
 * whatever is queued leaves at MAIL_RATE_PER_MINUTE at most, over every instance.
 */
export function mailAdminRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  const requireMailOn = () => {
    if (config.mail.disabled) throw conflict(MAIL_OFF);
  };

  router.get('/', requireStaff(config, 'GET /api/admin/mail'), async (_req, res) => {
    res.json(await mailOverview(config));
  });
  router.get('/outbox', requireStaff(config, 'GET /api/admin/mail/outbox'), async (req, res) => {
    res.json(await outboxPage(parseInput(outboxQuerySchema, req.query)));
  });
  router.post('/outbox/:id/retry', requireStaff(config, 'POST /api/admin/mail/outbox/{id}/retry'), async (req, res) => {
    const { id } = parseInput(objectIdParam, req.params);
    requireMailOn();
    res.json(await retryFailedMail(id));
  });
  router.get('/suppressions', requireStaff(config, 'GET /api/admin/mail/suppressions'), async (req, res) => {
    res.json(await suppressionPage(parseInput(suppressionQuerySchema, req.query)));
  });
  router.post('/test', requireStaff(config, 'POST /api/admin/mail/test'), json, async (req, res) => {
    const { to } = parseInput(testMailSchema, req.body);
    requireMailOn();
    await queueTestMail(config, to);
    res.status(202).json({ message: `Test mail queued for ${to}.` });
  });

  return router;
}
