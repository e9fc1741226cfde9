import { Router } from 'express';
import type { Config } from '../../config/config';
import { requireStaff } from '../auth/auth.middleware';
import { backupStatus } from './backup-schedule';

/** GET /api/admin/backups: the backup schedule and its newest runs (admins only). */
export function backupsRouter(config: Config): Router {
  const router = Router();
  router.get('/backups', requireStaff(config, 'GET /api/admin/backups'), async (_req, res) => {
    res.json(await backupStatus(config));
  });
  return router;
}
