import path from 'node:path';
import type { BackupRun, BackupStatus } from '@fns/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { logger } from '../../lib/logger';
import { backupRuns, lastBackup } from '../../lib/metrics';
import { startSweep, type Sweep } from '../../lib/sweep';
import { backUp } from './backup';
import { humanSize } from '@fns/contracts';
import { pruneArchives } from './backup-files';
import { recordToolAudit } from '../audit/audit-log';
import { BackupRunRecord, type BackupRunDoc } from './backup-run.model';

/** How often each instance looks whether the period's backup is due. */
const CHECK_EVERY_MS = 60_000;
/** A run still "running" after this never finished: its API stopped during it. */
const UNFINISHED_AFTER_MS = 6 * 3_600_000;
/** Runs the console can list; older records are deleted. */
const RUNS_KEPT = 50;
const RUNS_SHOWN = 10;

/**
 * Backs the database up every BACKUP_EVERY_HOURS (periods counted from the Unix epoch, so every
 * instance agrees on them) and keeps the BACKUP_KEEP newest archives. Every instance looks each
 * minute; the first to record the period's run runs it, in its own BACKUP_DIR. Undefined when no
 * schedule is set.
 */
export function startBackupSchedule({
  config,
  checkEveryMs = CHECK_EVERY_MS,
  log = logger,
}: {
  config: Config;
  /** The tests' knob. */
  checkEveryMs?: number;
  log?: Logger;
}): Sweep | undefined {
  const { everyHours } = config.backupSchedule;
  if (everyHours === null) return undefined;
  return startSweep({ name: 'backup schedule', everyMs: checkEveryMs, log, pass: () => runDueBackup(config, everyHours * 3_600_000, log) });
}

/** Runs this period's backup unless an instance did: recorded, measured and logged, whatever its outcome. */
export async function runDueBackup(config: Config, everyMs: number, log: Logger = logger): Promise<void> {
  const period = new Date(Math.floor(Date.now() / everyMs) * everyMs);
  const _id = `scheduled-${period.toISOString()}`;
  try {
    await BackupRunRecord.create({ _id, startedAt: new Date(), status: 'running' });
  } catch (error) {
    if (isDuplicateKey(error)) return;
    throw error;
  }
  const started = Date.now();
  try {
    const result = await backUp(config, (warning) => log.warn(`Backup: ${warning}`));
    const pruned = pruneArchives(config.backupDir, config.backupSchedule.keep);
    await BackupRunRecord.updateOne(
      { _id },
      { $set: { status: 'done', finishedAt: new Date(), file: path.basename(result.file), bytes: result.bytes, sha256: result.sha256 } },
    );
    await recordToolAudit('scheduled backup', 'backup.run', path.basename(result.file));
    backupRuns.inc({ outcome: 'done' });
    lastBackup.set(Date.now() / 1000);
    const seconds = (Date.now() - started) / 1000;
    log.info(
      { file: result.file, bytes: result.bytes, sha256: result.sha256, seconds, deleted: pruned },
      `Backup written: ${result.file} (${humanSize(result.bytes)} in ${seconds.toFixed(1)} s)`,
    );
  } catch (error) {
    const message = (error as Error).message;
    await BackupRunRecord.updateOne({ _id }, { $set: { status: 'failed', finishedAt: new Date(), error: message } });
    backupRuns.inc({ outcome: 'failed' });
    log.error({ err: error }, `Backup failed: ${message}`);
  }
  await forgetOldRuns();
}

async function forgetOldRuns(): Promise<void> {
  const old = await BackupRunRecord.find({}, { _id: 1 }).sort({ startedAt: -1 }).skip(RUNS_KEPT).lean();
  for (const { _id } of old) await BackupRunRecord.deleteOne({ _id });
}

/** The schedule and its newest runs, for the console. */
export async function backupStatus(config: Config): Promise<BackupStatus> {
  const runs = await BackupRunRecord.find().sort({ startedAt: -1 }).limit(RUNS_SHOWN).lean<Array<BackupRunDoc & { _id: string }>>();
  return { ...config.backupSchedule, runs: runs.map(toRun) };
}

function toRun(run: BackupRunDoc & { _id: string }): BackupRun {
  const unfinished = run.status === 'running' && Date.now() - run.startedAt.getTime() > UNFINISHED_AFTER_MS;
  return {
    id: run._id,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: unfinished ? 'failed' : run.status,
    file: run.file ?? null,
    bytes: run.bytes ?? null,
    sha256: run.sha256 ?? null,
    error: unfinished ? 'It never finished: the API running it stopped during it.' : (run.error ?? null),
  };
}
