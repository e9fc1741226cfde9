import { mongo } from 'mongoose';
import type { CollectionEntry } from './archive-format';

/** A batch of inserts is sent once it holds this many bytes of BSON or documents, whichever comes first. */
const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_DOCUMENTS = 1000;
const NAMESPACE_EXISTS = 48;

/** Decoded to types that encode back to the same bytes: int32, double and int64 stay apart, binaries stay binaries. */
const EXACT_TYPES = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true } as const;

interface CollectionMetadata {
  options: mongo.Document;
  indexes: mongo.Document[];
}

function metadataOf(entry: CollectionEntry): CollectionMetadata {
  if (!entry.metadata) return { options: {}, indexes: [] };
  const parsed = mongo.BSON.EJSON.parse(entry.metadata, { relaxed: false }) as Partial<CollectionMetadata>;
  return { options: parsed.options ?? {}, indexes: parsed.indexes ?? [] };
}

/** Creates the collection with its options (one an API made while the database was empty stays). */
export async function createCollection(db: mongo.Db, entry: CollectionEntry): Promise<void> {
  try {
    await db.command({ create: entry.collection, ...metadataOf(entry).options });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
  }
}

/** Creates the collection's indexes, `_id`'s aside (every collection has it), once its documents are in. */
export async function createIndexes(db: mongo.Db, entry: CollectionEntry): Promise<void> {
  const indexes = metadataOf(entry)
    .indexes.filter(({ name }) => name !== '_id_')
    // `v` (the server picks its current one; FerretDB refuses it) and `ns` (older servers) describe an index, not what to build.
    .map(({ v: _v, ns: _ns, ...index }) => index);
  if (indexes.length > 0) await db.command({ createIndexes: entry.collection, indexes });
}

/** Inserts one collection's documents in bounded batches, in their order. */
export class BatchInserter {
  inserted = 0;
  private documents: mongo.Document[] = [];
  private bytes = 0;

  constructor(
    readonly collection: mongo.Collection,
    private readonly collectGarbage: (bytes: number) => void,
  ) {}

  async add(bson: Buffer): Promise<void> {
    this.documents.push(mongo.BSON.deserialize(bson, EXACT_TYPES));
    this.bytes += bson.length;
    if (this.documents.length >= BATCH_DOCUMENTS || this.bytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.documents.length === 0) return;
    const { insertedCount } = await this.collection.insertMany(this.documents, { ordered: true });
    this.inserted += insertedCount;
    this.collectGarbage(this.bytes);
    this.documents = [];
    this.bytes = 0;
  }
}
