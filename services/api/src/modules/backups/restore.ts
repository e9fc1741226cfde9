import type { mongo } from 'mongoose';
import path from 'node:path';
import type { Config } from '../../config/config';
import { namespaceOf } from './archive-format';
import { readArchiveFile } from './archive-file';
import { BatchInserter, createCollection, createIndexes } from './collection-restore';
import { garbageCollector } from './garbage-collection';
import { checkArchive, checkChecksum, type CheckedArchive } from './restore-checks';
import { makeRoom, withTargetDatabase } from './restore-target';
import { AuditEventModel } from '../audit/audit-event.model';
import { toolAuditEntry } from '../audit/audit-log';

export interface RestoreResult extends CheckedArchive {
  /** The database restored into (DB_NAME). */
  targetDb: string;
  total: number;
}

/**
 * Restores an archive of `npm run backup` into the site's database: its checksum, format and every
 * CRC are checked first, then the database must be empty (or `replace` drops every collection),
 * then each collection is created, filled and indexed, and its count checked.
 */
export async function restore(
  config: Config,
  archive: string,
  { replace }: { replace: boolean },
  report: (line: string) => void,
): Promise<RestoreResult> {
  await checkChecksum(archive);
  const checked = await checkArchive(archive);
  const total = [...checked.documents.values()].reduce((sum, count) => sum + count, 0);
  report(
    `Checked: the SHA-256 matches, ${checked.header.toolVersion} wrote it, ${checked.documents.size} collections, ${total} documents, every CRC correct.`,
  );
  return withTargetDatabase(config, async (db) => {
    await makeRoom(db, replace);
    await load(archive, db, report);
    for (const [collection, expected] of checked.documents) {
      const count = await db.collection(collection).countDocuments({});
      if (count !== expected) throw new Error(`${collection} holds ${count} documents after the restore, not ${expected}.`);
    }
    const entry = toolAuditEntry('command line', 'backup.restore', `${path.basename(archive)} (${total} documents)`);
    await db.collection(AuditEventModel.collection.collectionName).insertOne(entry);
    return { ...checked, targetDb: db.databaseName, total };
  });
}

/** Reads the archive again and writes it: one collection's batch at a time. */
async function load(archive: string, db: mongo.Db, report: (line: string) => void): Promise<void> {
  await readArchiveFile(archive, async ({ collections, events }) => {
    const entries = new Map(collections.map((entry) => [namespaceOf(entry), entry]));
    for (const entry of collections) await createCollection(db, entry);
    const collectGarbage = garbageCollector();
    let current: BatchInserter | undefined;
    const inserters = new Map<string, BatchInserter>();
    for await (const event of events()) {
      const name = namespaceOf(event);
      const inserter = inserters.get(name) ?? new BatchInserter(db.collection(event.collection), collectGarbage);
      inserters.set(name, inserter);
      // One collection's batch is held at a time, even where an archive alternates between collections.
      if (current !== inserter) await current?.flush();
      current = inserter;
      if (event.kind === 'document') {
        await inserter.add(event.bson);
        continue;
      }
      await inserter.flush();
      if (inserter.inserted !== event.documents) {
        throw new Error(`${event.collection}: ${inserter.inserted} documents inserted, not ${event.documents}.`);
      }
      await createIndexes(db, entries.get(name)!);
      inserters.delete(name);
      current = undefined;
      report(`  ${event.collection}: ${event.documents} documents`);
    }
  });
}
