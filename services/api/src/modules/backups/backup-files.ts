import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writePrivateFile } from '../../lib/private-files';

/** fns-backup-20260827T101530Z.archive.gz: UTC, sortable, no characters a file system or shell minds. */
export function archiveName(at: Date, attempt = 0): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `fns-backup-${stamp}${attempt > 0 ? `-${attempt}` : ''}.archive.gz`;
}

/** A path for a new archive in `dir` that no backup (of the same second) took. */
export function freshArchivePath(dir: string, at: Date): string {
  for (let attempt = 0; ; attempt++) {
    const file = path.join(dir, archiveName(at, attempt));
    if (!existsSync(file)) return file;
  }
}

export const checksumFileOf = (archive: string) => `${archive}.sha256`;

/** Writes `<archive>.sha256` in sha256sum's format, so that `sha256sum -c` checks the archive beside it. */
export function writeChecksumFile(archive: string, sha256: string): void {
  writePrivateFile(checksumFileOf(archive), `${sha256}  ${path.basename(archive)}\n`);
}

/** The SHA-256 that the archive's checksum file gives, or undefined when it has none. */
export function readChecksumFile(archive: string): string | undefined {
  const file = checksumFileOf(archive);
  if (!existsSync(file)) return undefined;
  // sha256sum: "<hex>  <name>" (text mode) or "<hex> *<name>" (binary mode); the name may differ after a move.
  return /^([0-9a-f]{64}) [ *]/i.exec(readFileSync(file, 'utf8'))?.[1]?.toLowerCase();
}

/** The file's SHA-256, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The archives of `npm run backup` in `dir`, oldest first (their names begin with the UTC time). */
export function archivesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^fns-backup-\d{8}T\d{6}Z(-\d+)?\.archive\.gz$/.test(name))
    .sort();
}

/** Deletes the oldest archives of `dir` (with their checksum files) beyond the `keep` newest; answers their names. */
export function pruneArchives(dir: string, keep: number): string[] {
  const old = archivesIn(dir).slice(0, -keep);
  for (const name of old) {
    rmSync(path.join(dir, name), { force: true });
    rmSync(checksumFileOf(path.join(dir, name)), { force: true });
  }
  return old;
}
