import { Router } from 'express';
import { z } from 'zod';
import { SIGNUP_LISTS, SIGNUP_WINDOWS, type SignupWindow } from '@fns/contracts';
import type { Config } from '../../config/config';
import { parseInput } from '../../lib/validation';
import { requireStaff } from '../auth/auth.middleware';
import { audienceCounts, signupStats } from './signup-stats.service';

const WINDOWS = SIGNUP_WINDOWS.map(String) as [string, ...string[]];

/** GET /api/admin/signups's query: the window (30 days unless told) and the list (all unless told). */
export const signupStatsQuerySchema = z.strictObject(
  {
    days: z
      .enum(WINDOWS, `Days must be ${WINDOWS.join(' or ')}.`)
      .default('30')
      .transform((days) => Number(days) as SignupWindow),
    list: z.enum(SIGNUP_LISTS, `List must be one of: ${SIGNUP_LISTS.join(', ')}.`).default('all'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "days" and "list" can be asked for.' : undefined) },
);

/** /api/admin/stats and /api/admin/signups: the dashboard's figures, as last counted (admins only). */
export function dashboardCountsRouter(config: Config): Router {
  const router = Router();
  router.get('/stats', requireStaff(config, 'GET /api/admin/stats'), async (_req, res) => {
    res.json(await audienceCounts());
  });
  router.get('/signups', requireStaff(config, 'GET /api/admin/signups'), async (req, res) => {
    const { list, days } = parseInput(signupStatsQuerySchema, req.query);
    res.json(await signupStats(list, days));
  });
  return router;
}
