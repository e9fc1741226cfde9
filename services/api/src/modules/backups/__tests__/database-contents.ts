import { createHash } from 'node:crypto';
import { mongo } from 'mongoose';
import { AuditEventModel } from '../../audit/audit-event.model';

const EXACT_TYPES = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true } as const;

/**
 * Every collection of the database (empty ones too): its documents sorted by `_id` as canonical
 * Extended JSON (which names each value's type) and its indexes, as a restore must reproduce them.
 * The restore's own audit entry is left out: it is the one document the archive could not hold.
 */
export async function contentsOf(db: mongo.Db): Promise<Record<string, { documents: string[]; indexes: string[] }>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map(({ name }) => name)
    .filter((name) => !name.startsWith('system.'));
  const contents: Record<string, { documents: string[]; indexes: string[] }> = {};
  for (const name of names.sort()) {
    const filter = name === AuditEventModel.collection.collectionName ? { action: { $ne: 'backup.restore' } } : {};
    const raw = await db.collection(name).find(filter, { raw: true }).sort({ _id: 1 }).toArray();
    const indexes = await db.collection(name).listIndexes().toArray();
    contents[name] = {
      documents: raw.map((bytes) =>
        mongo.BSON.EJSON.stringify(mongo.BSON.deserialize(bytes as unknown as Uint8Array, EXACT_TYPES), { relaxed: false }),
      ),
      indexes: indexes.map(({ v: _v, ns: _ns, ...index }) => JSON.stringify(index)).sort(),
    };
  }
  return contents;
}

/** Each GridFS file of the "uploads" bucket: its length and the SHA-256 of its chunks' bytes in order. */
export async function mediaOf(db: mongo.Db): Promise<Array<{ id: string; length: number; sha256: string }>> {
  const files = await db.collection('uploads.files').find({}).sort({ _id: 1 }).toArray();
  return Promise.all(
    files.map(async (file) => ({
      id: String(file._id),
      length: Number(file.length),
      sha256: createHash('sha256')
        .update(await bytesOf(db, file._id))
        .digest('hex'),
    })),
  );
}

/** A GridFS file's bytes, from its chunks in order. */
export async function bytesOf(db: mongo.Db, fileId: unknown): Promise<Buffer> {
  const chunks = await db.collection('uploads.chunks').find({ files_id: fileId }).sort({ n: 1 }).toArray();
  return Buffer.concat(chunks.map(({ data }) => Buffer.from((data as mongo.Binary).buffer)));
}
