import { Router } from 'express';
import { pingDatabase } from '../../db/mongoose';
import { serviceUnavailable } from '../../lib/api-error';
import { DATABASE_UNAVAILABLE } from '../../middleware/error-handler';

export function healthRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    if (!(await pingDatabase())) throw serviceUnavailable(DATABASE_UNAVAILABLE);
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'up' });
  });
  return router;
}
