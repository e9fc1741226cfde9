import { Router } from 'express';
import { pingDatabase } from '../../db/mongoose';
import { serviceUnavailable } from '../../lib/api-error';
import { DATABASE_UNAVAILABLE } from '../../middleware/error-handler';
import { isDraining } from './readiness';

export const SHUTTING_DOWN = 'The API is shutting down. Please try again shortly.';

/**
 * `/` as it always answered; `/live` for a liveness probe (the process answers, nothing else is
 * asked); `/ready` for a load balancer: the database answers and the process is not draining.
 */
export function healthRouter(): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/', async (_req, res) => {
    if (!(await pingDatabase())) throw serviceUnavailable(DATABASE_UNAVAILABLE);
    res.json({ status: 'ok', database: 'up' });
  });
  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    if (isDraining()) throw serviceUnavailable(SHUTTING_DOWN);
    if (!(await pingDatabase())) throw serviceUnavailable(DATABASE_UNAVAILABLE);
    res.json({ status: 'ok' });
  });
  return router;
}
