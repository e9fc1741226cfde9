import { isDuplicateKey } from './duplicate-key';

/** A driver collection's bulk insert (a model's `collection`), whatever its documents' type: the caller builds them whole. */
interface BulkInsert {
  insertMany(docs: never[], options: { ordered: false }): Promise<unknown>;
}

/** Documents written per insert: one write transaction each on the embedded SQLite. */
const CHUNK = 1_000;

/**
 * Inserts every document whose unique keys are not taken yet; the others are left as they are (a
 * step repeated after a crash, or a concurrent one, writes nothing twice). Any other refusal
 * throws. Returns how many were refused as taken. Through the driver, for bulk writes of documents
 * this code builds whole: mongoose's casting would cost more than the write (10 000 documents).
 * Inserts are what the embedded FerretDB does fast (an update scans the collection, per document).
 */
export async function insertAllNew(collection: BulkInsert, docs: readonly object[]): Promise<number> {
  let taken = 0;
  for (let start = 0; start < docs.length; start += CHUNK) {
    try {
      await collection.insertMany(docs.slice(start, start + CHUNK) as never[], { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
      if (!writeErrors?.every(isDuplicateKey)) throw error;
      taken += writeErrors.length;
    }
  }
  return taken;
}
