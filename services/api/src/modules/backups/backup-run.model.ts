import { model, Schema, type InferSchemaType } from 'mongoose';

/**
 * A scheduled backup (backup-schedule.ts): `_id` names its period, so that of the instances that
 * find it due, the one whose insert goes first runs it. What the console shows of backups.
 */
const backupRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    status: { type: String, enum: ['running', 'done', 'failed'], required: true },
    file: { type: String, default: null },
    bytes: { type: Number, default: null },
    sha256: { type: String, default: null },
    error: { type: String, default: null },
  },
  { versionKey: false },
);

export type BackupRunDoc = InferSchemaType<typeof backupRunSchema>;

export const BackupRunRecord = model('BackupRun', backupRunSchema, 'backup_runs');
