import { createHash } from 'node:crypto';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import type { Config } from '../../config/config';
import { ensurePrivateDir } from '../../lib/private-files';
import { archiveName, freshArchivePath, writeChecksumFile } from './backup-files';
import { withBackupSource, type BackupSource, type Consistency } from './backup-source';
import { databaseArchive } from './archive-stream';
import { describeCollections } from './collection-dump';

export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  collections: number;
  documents: number;
  consistency: Consistency;
}

/**
 * Writes one archive of every collection of the database into BACKUP_DIR (mongodump's archive
 * format, gzipped), with its SHA-256 beside it. It is written under a hidden temporary name and
 * renamed once complete, so an archive under its own name is always whole.
 */
export async function backUp(config: Config, warn: (message: string) => void): Promise<BackupResult> {
  ensurePrivateDir(config.backupDir);
  const startedAt = new Date();
  const temporary = path.join(config.backupDir, `.${archiveName(startedAt)}.${process.pid}.partial`);
  try {
    const written = await withBackupSource(config, warn, (source) => writeArchive(source, temporary, warn));
    const file = freshArchivePath(config.backupDir, startedAt);
    renameSync(temporary, file);
    writeChecksumFile(file, written.sha256);
    return { file, ...written };
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function writeArchive(source: BackupSource, file: string, warn: (message: string) => void): Promise<Omit<BackupResult, 'file'>> {
  const collections = await describeCollections(source.db);
  if (collections.length === 0) warn(`Warning: the database "${source.db.databaseName}" has no collections: the archive holds none.`);
  const buildInfo = await source.db.admin().command({ buildInfo: 1 });
  const counted = new Map<string, number>();
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    databaseArchive(source, collections, String(buildInfo.version ?? ''), counted),
    // The fastest level: within a tenth of the default's size on documents, four times as fast; media is compressed already.
    createGzip({ level: constants.Z_BEST_SPEED }),
    async function* measure(compressed: AsyncIterable<Buffer>) {
      for await (const chunk of compressed) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    // `flush`: on disk before it is renamed into place.
    createWriteStream(file, { flags: 'wx', mode: 0o600, flush: true }),
  );
  const documents = [...counted.values()].reduce((total, count) => total + count, 0);
  return { bytes, sha256: hash.digest('hex'), collections: collections.length, documents, consistency: source.consistency };
}
