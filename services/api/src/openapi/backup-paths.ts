import { backupStatusSchema } from '@fns/contracts';
import { adminOnly, bearer, jsonSchema, ok, serverSide } from './openapi-helpers';

/** /api/admin/backups: the scheduled backups and how their newest runs went (admins only). */
export const backupPaths = {
  '/api/admin/backups': {
    get: {
      tags: ['Backups'],
      summary:
        'The backup schedule (BACKUP_EVERY_HOURS, BACKUP_KEEP) and its newest runs, newest first: when, done or failed (with why), the archive, its size and SHA-256',
      security: bearer,
      responses: {
        200: ok('The schedule and its runs', jsonSchema(backupStatusSchema)),
        ...adminOnly,
        ...serverSide,
      },
    },
  },
};
