import { mongo } from 'mongoose';
import type { CollectionEntry } from './archive-format';

/** What a cursor's batch may hold, about: the batch size follows from the collection's average document. */
const BATCH_BYTES = 4 * 1024 * 1024;
const MAX_BATCH_DOCUMENTS = 1000;

export interface DumpedCollection {
  name: string;
  entry: CollectionEntry;
  batchSize: number;
}

/** Numbers and binaries stay as the server typed them, so the metadata's Extended JSON says int32, double or int64 as it was. */
const EXACT_TYPES = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

interface ListedCollection {
  name: string;
  type?: string;
  options?: mongo.Document;
  info?: { uuid?: unknown };
}

/**
 * The database's collections (GridFS's included: they are ordinary collections), without views and
 * `system.*`, each with the metadata mongodump writes: options, indexes, UUID, name.
 */
export async function describeCollections(db: mongo.Db): Promise<DumpedCollection[]> {
  const listed = (await db.listCollections({}, EXACT_TYPES).toArray()) as ListedCollection[];
  const collections = listed
    .filter(({ name, type }) => type === 'collection' && !name.startsWith('system.'))
    .sort((one, other) => one.name.localeCompare(other.name));
  return Promise.all(collections.map((collection) => describe(db, collection)));
}

async function describe(db: mongo.Db, { name, options = {}, info }: ListedCollection): Promise<DumpedCollection> {
  const indexes = (await db.collection(name).listIndexes(EXACT_TYPES).toArray()) as mongo.Document[];
  const { size, count } = await statsOf(db.collection(name));
  const averageDocument = count > 0 ? size / count : 0;
  return {
    name,
    entry: { db: db.databaseName, collection: name, metadata: metadataOf(name, options, indexes, info?.uuid), size, type: 'collection' },
    batchSize: averageDocument > 0 ? Math.max(1, Math.min(MAX_BATCH_DOCUMENTS, Math.floor(BATCH_BYTES / averageDocument))) : 100,
  };
}

/** mongodump's metadata.json: canonical Extended JSON, its fields in the order (and left out when empty) as its Metadata struct marshals them. */
function metadataOf(name: string, options: mongo.Document, indexes: mongo.Document[], uuid: unknown): string {
  const hex = uuid instanceof mongo.Binary && uuid.sub_type === mongo.Binary.SUBTYPE_UUID ? Buffer.from(uuid.buffer).toString('hex') : '';
  const metadata = {
    ...(Object.keys(options).length > 0 ? { options } : {}),
    indexes,
    ...(hex ? { uuid: hex } : {}),
    collectionName: name,
    type: 'collection',
  };
  return mongo.BSON.EJSON.stringify(metadata, { relaxed: false });
}

/** The collection's documents as the server sent them (raw BSON, never decoded), a bounded batch at a time. */
export async function* rawDocuments(
  collection: mongo.Collection,
  batchSize: number,
  session: mongo.ClientSession | undefined,
): AsyncGenerator<Buffer> {
  const cursor = collection.find({}, { raw: true, batchSize, session });
  try {
    for await (const document of cursor as AsyncIterable<unknown>) {
      const bytes = document as Uint8Array;
      yield Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  } finally {
    await cursor.close();
  }
}

/** The collection's data size and count, summed over shards; zeros when the server will not tell (only progress and batch sizes use them). */
async function statsOf(collection: mongo.Collection): Promise<{ size: number; count: number }> {
  try {
    const shards = await collection
      .aggregate<{ storageStats?: { size?: unknown; count?: unknown } }>([{ $collStats: { storageStats: {} } }])
      .toArray();
    return shards.reduce(
      (total, { storageStats }) => ({
        size: total.size + Number(storageStats?.size ?? 0),
        count: total.count + Number(storageStats?.count ?? 0),
      }),
      { size: 0, count: 0 },
    );
  } catch {
    return { size: 0, count: 0 };
  }
}
