import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { sendCsv } from '../../lib/csv-download';
import { objectIdParam, parseInput } from '../../lib/validation';
import type { Operation } from '@fns/contracts';
import { recordAudit } from '../audit/audit-log';
import { requireStaff } from '../auth/auth.middleware';
import { AUDIENCE_LISTS } from './audience-lists';
import { exportQuerySchema, pageQuerySchema } from './audience-query';
import { deleteEntry, exportCursor, listPage, setHandled } from './audience.service';

/** PATCH /api/admin/contact/{id}: the one field the console changes, on lists whose entries get handled. */
export const handledSchema = z.strictObject(
  { handled: z.boolean('Handled must be true or false.') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "handled" can be changed.' : undefined) },
);

/** The export's date in UTC, like its Created at column. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * /api/admin/{waitlist,newsletter,contact}[.csv|/{id}] and /api/admin/stats: what the public forms
 * collected, for admins. Each list gets the same routes; literal paths, so "waitlist.csv" and
 * "waitlist/{id}" never match each other's route.
 */
export function audienceRouter(config: Config, json: RequestHandler): Router {
  const router = Router();

  for (const list of AUDIENCE_LISTS) {
    const pageQuery = pageQuerySchema(list);
    const exportQuery = exportQuerySchema(list);
    const allow = (method: string, path: string) => requireStaff(config, `${method} /api/admin/${list.name}${path}` as Operation);

    router.get(`/${list.name}`, allow('GET', ''), async (req, res) => {
      res.json(await listPage(list, parseInput(pageQuery, req.query)));
    });
    router.get(`/${list.name}.csv`, allow('GET', '.csv'), async (req, res) => {
      const search = parseInput(exportQuery, req.query);
      await recordAudit(
        res,
        'audience.export',
        `${list.name}${Object.keys(search).length > 0 ? ` (${new URLSearchParams(search as Record<string, string>).toString()})` : ''}`,
      );
      await sendCsv(res, `${list.name}-${today()}.csv`, list.csvColumns, await exportCursor(list, search));
    });
    router.delete(`/${list.name}/:id`, allow('DELETE', '/{id}'), async (req, res) => {
      const { id } = parseInput(objectIdParam, req.params);
      await deleteEntry(list, id);
      // The person is gone: the log names the entry, never their address.
      await recordAudit(res, 'audience.erase', `${list.name} entry ${id}`);
      res.status(204).end();
    });
    if (list.unhandledFilter) {
      router.patch(`/${list.name}/:id`, allow('PATCH', '/{id}'), json, async (req, res) => {
        const { id } = parseInput(objectIdParam, req.params);
        res.json(await setHandled(list, id, parseInput(handledSchema, req.body).handled));
      });
    }
  }

  return router;
}
