import { z } from 'zod';

/** GET /api/admin/backups: the scheduled backups (BACKUP_EVERY_HOURS) and how their latest runs went. */
export const backupRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** "failed" also for a run that never finished (its API stopped during it). */
  status: z.enum(['running', 'done', 'failed']),
  /** The archive's file name in BACKUP_DIR, once written. */
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** BACKUP_EVERY_HOURS, or null when backups are not scheduled. */
  everyHours: z.number().nullable(),
  /** BACKUP_KEEP: how many of the newest archives are kept. */
  keep: z.number().int(),
  /** The newest runs first. */
  runs: z.array(backupRunSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
