import { existsSync } from 'node:fs';
import { ArchiveFormatError, type ArchiveHeader, type CollectionEntry } from './archive-format';
import { readArchiveFile } from './archive-file';
import { checksumFileOf, readChecksumFile, sha256Of } from './backup-files';
import { fnsBackupVersion, TOOL_VERSION } from './tool-version';

/** A restore that would not leave the site as backed up: nothing has been written when it is thrown. */
export class RestoreRefused extends Error {}

export interface CheckedArchive {
  header: ArchiveHeader;
  collections: CollectionEntry[];
  /** The database the archive was made of. */
  sourceDb: string;
  /** Each collection's number of documents, every one of which matched its CRC. */
  documents: Map<string, number>;
}

/** Refuses an archive whose SHA-256 is not the one its `.sha256` file gives, or that has none. */
export async function checkChecksum(archive: string): Promise<void> {
  if (!existsSync(archive)) throw new RestoreRefused(`There is no file ${archive}.`);
  const expected = readChecksumFile(archive);
  if (!expected) throw new RestoreRefused(`${checksumFileOf(archive)} is missing or has no SHA-256: the archive cannot be checked.`);
  const actual = await sha256Of(archive);
  if (actual !== expected) {
    throw new RestoreRefused(
      `The archive's SHA-256 (${actual}) is not the one in ${checksumFileOf(archive)}: the file changed since the backup.`,
    );
  }
}

/**
 * Reads the whole archive once before anything is written: its format, the version of fns-backup
 * that wrote it, one database only, and each collection's CRC.
 */
export async function checkArchive(archive: string): Promise<CheckedArchive> {
  try {
    return await readArchiveFile(archive, async ({ header, collections, events }) => {
      checkWriter(header.toolVersion);
      const databases = [...new Set(collections.map(({ db }) => db))];
      if (databases.length > 1)
        throw new RestoreRefused(`The archive holds several databases (${databases.join(', ')}); this restores one.`);
      const other = collections.find(({ type }) => type !== 'collection' && type !== '');
      if (other) throw new RestoreRefused(`The archive holds ${other.collection}, a ${other.type}: fns-backup writes collections only.`);
      const documents = new Map<string, number>();
      for await (const event of events()) if (event.kind === 'end') documents.set(event.collection, event.documents);
      return { header, collections, sourceDb: databases[0] ?? '', documents };
    });
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw new RestoreRefused(`${archive} cannot be restored: ${error.message}.`);
    throw error;
  }
}

function checkWriter(toolVersion: string): void {
  const version = fnsBackupVersion(toolVersion);
  if (version === undefined) {
    throw new RestoreRefused(
      `The archive was written by "${toolVersion}", not by fns-backup: restore it with mongorestore --archive=FILE --gzip.`,
    );
  }
  if (version > TOOL_VERSION) {
    throw new RestoreRefused(
      `The archive was written by a newer fns-backup (version ${version}; this one reads up to ${TOOL_VERSION}): restore it with that version of the site.`,
    );
  }
}
