import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { metricsRegistry } from '@fns/server-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../../../app';
import { waitUntil } from '../../../test-support/api-process';
import { capturedLogger } from '../../../test-support/captured-logger';
import { match } from '../../../test-support/matchers';
import { bodyOf } from '../../../test-support/response-body';
import { adminAuthHeader, testConfig } from '../../../test-support/test-app';
import { runDueBackup, startBackupSchedule } from '../backup-schedule';
import { BackupRunRecord } from '../backup-run.model';

const HOUR_MS = 3_600_000;
let backupDir: string;
/** The site's settings, backing up this test file's database on the test server. */
const settings = (env: Record<string, string> = {}) =>
  testConfig({
    MONGODB_URI: process.env.TEST_MONGODB_URI!,
    DB_NAME: mongoose.connection.db!.databaseName,
    BACKUP_DIR: backupDir,
    BACKUP_EVERY_HOURS: '24',
    BACKUP_KEEP: '2',
    ...env,
  });
const runsCounted = async (outcome: string) =>
  Number(new RegExp(`^api_backups_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(await metricsRegistry.metrics())?.[1] ?? 0);
const status = async (config = settings()) =>
  bodyOf<{ everyHours: number | null; keep: number; runs: Array<Record<string, unknown>> }>(
    await request(createApp(config))
      .get('/api/admin/backups')
      .set('Authorization', await adminAuthHeader(config)),
  );

beforeEach(() => {
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'fns-backup-schedule-'));
});
afterEach(() => rmSync(backupDir, { recursive: true, force: true }));

describe('scheduled backups', () => {
  it('run once per period whichever instances find it due, and the console and the log say how it went', async () => {
    await mongoose.connection.collection('things').insertOne({ kept: true });
    const { log, lines } = capturedLogger();
    const done = await runsCounted('done');
    // Two instances at once: one writes the archive.
    await Promise.all([runDueBackup(settings(), 24 * HOUR_MS, log), runDueBackup(settings(), 24 * HOUR_MS, log)]);
    const archives = readdirSync(backupDir).filter((name) => name.endsWith('.archive.gz'));
    expect(archives).toHaveLength(1);
    expect(await runsCounted('done')).toBe(done + 1);
    expect(lines.filter((line) => String(line.msg).startsWith('Backup written: '))).toHaveLength(1);

    const { everyHours, keep, runs } = await status();
    expect({ everyHours, keep }).toEqual({ everyHours: 24, keep: 2 });
    expect(runs).toEqual([
      match.objectContaining({
        status: 'done',
        file: archives[0],
        bytes: match.any(Number),
        sha256: match.stringMatching(/^[0-9a-f]{64}$/),
        error: null,
      }),
    ]);
  });

  it('keep the BACKUP_KEEP newest archives, with their checksum files', async () => {
    for (const stamp of ['20200101T000000Z', '20200102T000000Z', '20200103T000000Z']) {
      writeFileSync(path.join(backupDir, `fns-backup-${stamp}.archive.gz`), 'old');
      writeFileSync(path.join(backupDir, `fns-backup-${stamp}.archive.gz.sha256`), 'old');
    }
    writeFileSync(path.join(backupDir, 'notes.txt'), 'not an archive');
    await runDueBackup(settings(), HOUR_MS, capturedLogger().log);
    const left = readdirSync(backupDir).sort();
    expect(left).toEqual([
      'fns-backup-20200103T000000Z.archive.gz',
      'fns-backup-20200103T000000Z.archive.gz.sha256',
      match.stringMatching(/^fns-backup-2\d{7}T\d{6}Z\.archive\.gz$/),
      match.stringMatching(/^fns-backup-2\d{7}T\d{6}Z\.archive\.gz\.sha256$/),
      'notes.txt',
    ]);
  });

  it('record a failed backup with its reason, count it and log it: the console shows it', async () => {
    const notADirectory = path.join(backupDir, 'a-file');
    writeFileSync(notADirectory, '');
    const config = settings({ BACKUP_DIR: notADirectory });
    const { log, lines } = capturedLogger();
    const failed = await runsCounted('failed');
    await runDueBackup(config, HOUR_MS, log);
    expect(await runsCounted('failed')).toBe(failed + 1);
    expect(lines).toContainEqual(match.objectContaining({ level: 'error', msg: match.stringMatching(/^Backup failed: /) }));
    const [run] = (await status(config)).runs;
    expect(run).toMatchObject({ status: 'failed', file: null, error: match.any(String) });
  });

  it('read a run that never finished (its API stopped during it) as failed', async () => {
    await BackupRunRecord.create({
      _id: 'scheduled-2020-01-01T00:00:00.000Z',
      startedAt: new Date(Date.now() - 7 * HOUR_MS),
      status: 'running',
    });
    expect((await status()).runs).toEqual([
      match.objectContaining({ status: 'failed', error: 'It never finished: the API running it stopped during it.' }),
    ]);
  });

  it('run only when BACKUP_EVERY_HOURS is set', async () => {
    expect(startBackupSchedule({ config: testConfig({ BACKUP_DIR: backupDir }) })).toBeUndefined();
    expect((await status(testConfig({ BACKUP_DIR: backupDir }))).everyHours).toBeNull();
    const schedule = startBackupSchedule({ config: settings(), checkEveryMs: 20, log: capturedLogger().log })!;
    try {
      await waitUntil(async () => (await BackupRunRecord.findOne({ status: 'done' })) !== null, 10_000);
    } finally {
      await schedule.stop();
    }
  });
});
