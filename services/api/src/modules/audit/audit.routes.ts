import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, ROLE_LABELS, type StaffRole } from '@fns/contracts';
import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { sendCsv, type CsvColumn } from '../../lib/csv-download';
import { parseInput } from '../../lib/validation';
import { pagingShape, strictQuery } from '../audience/audience-query';
import { requireStaff } from '../auth/auth.middleware';
import { AuditEventModel, type AuditEventDoc } from './audit-event.model';
import { toAuditEvent } from './audit-log';

const actionFilter = { action: z.enum(AUDIT_ACTIONS, 'The action filter must be one of the audit actions.').optional() };
export const auditPageQuerySchema = strictQuery({ ...actionFilter, ...pagingShape });
export const auditExportQuerySchema = strictQuery(actionFilter);

const NEWEST_FIRST = { at: -1, _id: -1 } as const;
const roleLabel = (role: string | null) => (role && Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as StaffRole] : '');
const CSV_COLUMNS: CsvColumn<AuditEventDoc>[] = [
  { header: 'When (UTC)', cell: (event) => event.at.toISOString() },
  { header: 'Who', cell: (event) => event.actor },
  { header: 'Role', cell: (event) => roleLabel(event.actorRole) },
  { header: 'Action', cell: (event) => AUDIT_ACTION_LABELS[event.action] },
  { header: 'Target', cell: (event) => event.target },
  { header: 'Address', cell: (event) => event.address ?? '' },
];

/** /api/admin/audit[.csv]: the audit log, newest first, for Administrators. */
export function auditRouter(config: Config): Router {
  const router = Router();
  router.get('/audit', requireStaff(config, 'GET /api/admin/audit'), async (req, res) => {
    const { action, page, pageSize } = parseInput(auditPageQuerySchema, req.query);
    const filter = action ? { action } : {};
    const [events, total] = await Promise.all([
      AuditEventModel.find(filter)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<AuditEventDoc[]>(),
      AuditEventModel.countDocuments(filter),
    ]);
    res.set('Cache-Control', 'no-store').json({ items: events.map(toAuditEvent), total, page, pageSize });
  });
  router.get('/audit.csv', requireStaff(config, 'GET /api/admin/audit.csv'), async (req, res) => {
    const { action } = parseInput(auditExportQuerySchema, req.query);
    const cursor = AuditEventModel.find(action ? { action } : {})
      .sort(NEWEST_FIRST)
      .lean<AuditEventDoc>()
      .cursor();
    await sendCsv(res, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, CSV_COLUMNS, cursor);
  });
  return router;
}
