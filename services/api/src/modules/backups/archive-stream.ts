import { ArchiveWriter } from './archive-writer';
import { garbageCollector } from './garbage-collection';
import { rawDocuments, type DumpedCollection } from './collection-dump';
import type { BackupSource } from './backup-source';
import { TOOL_VERSION_TEXT } from './tool-version';

/** Pieces are gathered up to this before they go on: gzip and the file take few large writes better than many small ones. */
const WRITE_BYTES = 64 * 1024;

/**
 * The archive of the collections, as a stream of buffers: one collection after another, each read
 * by one cursor in bounded batches, so what is held never depends on the database's size.
 * `counted` gets each collection's number of documents as it ends.
 */
export async function* databaseArchive(
  source: BackupSource,
  collections: readonly DumpedCollection[],
  serverVersion: string,
  counted: Map<string, number>,
): AsyncGenerator<Buffer> {
  const writer = new ArchiveWriter();
  const collectGarbage = garbageCollector();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** The pending pieces as one buffer, or nothing (a large document goes on alone: copying it would only make garbage). */
  function* flush() {
    if (pendingBytes === 0) return;
    yield pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    collectGarbage(pendingBytes);
    pending = [];
    pendingBytes = 0;
  }
  function* gather(pieces: Buffer[]) {
    for (const piece of pieces) {
      if (piece.length >= WRITE_BYTES) yield* flush();
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= WRITE_BYTES) yield* flush();
    }
  }

  const header = { concurrentCollections: 1, serverVersion, toolVersion: TOOL_VERSION_TEXT };
  yield* gather(
    writer.prelude(
      header,
      collections.map(({ entry }) => entry),
    ),
  );
  for (const { name, batchSize } of collections) {
    const namespace = { db: source.db.databaseName, collection: name };
    for await (const bson of rawDocuments(source.db.collection(name), batchSize, source.session)) {
      yield* gather(writer.document(namespace, bson));
    }
    const { bytes, documents } = writer.end(namespace);
    counted.set(name, documents);
    yield* gather(bytes);
  }
  writer.finish();
  yield* flush();
}
