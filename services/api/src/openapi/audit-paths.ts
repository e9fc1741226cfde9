import { auditEventSchema } from '@fns/contracts';
import { auditExportQuerySchema } from '../modules/audit/audit.routes';
import { adminOnly, bearer, jsonSchema, message, ok, pageOf, pagingParameters, query, serverSide } from './openapi-helpers';

const tags = ['Audit'];
const actionParameter = query('action', 'Only this action', jsonSchema(auditExportQuerySchema.shape.action));

/** /api/admin/audit[.csv]: who did what, newest first (kept AUDIT_RETENTION_DAYS). */
export const auditPaths = {
  '/api/admin/audit': {
    get: {
      tags,
      summary: 'A page of the audit log, newest first',
      security: bearer,
      parameters: [actionParameter, ...pagingParameters],
      responses: { 200: ok('The page', pageOf(jsonSchema(auditEventSchema))), 400: message('Bad query'), ...adminOnly, ...serverSide },
    },
  },
  '/api/admin/audit.csv': {
    get: {
      tags,
      summary: 'The audit log (with the same filter) as a CSV download, newest first',
      security: bearer,
      parameters: [actionParameter],
      responses: {
        200: { description: 'CSV, one row per entry', content: { 'text/csv': { schema: { type: 'string' } } } },
        400: message('Bad query'),
        ...adminOnly,
        ...serverSide,
      },
    },
  },
};
