import type { BackupStatus } from '@fns/contracts';
import { guarded, readJson, sendAdmin } from './api-client';
import { BACKUP_ERRORS } from './api-messages';

/** GET /api/admin/backups: the backup schedule and its newest runs. */
export function fetchBackupStatus(): Promise<BackupStatus> {
  return guarded(BACKUP_ERRORS.load, async () => readJson<BackupStatus>(await sendAdmin('/admin/backups', BACKUP_ERRORS)));
}
