import { isDuplicateKey } from './duplicate-key';

/** Documents written per insert: one write transaction each on the embedded SQLite. */
const CHUNK = 1_000;

interface InsertManyModel<T> {
  insertMany(docs: T[], options: { ordered: false }): Promise<unknown>;
}

/**
 * Inserts every document whose unique keys are not taken yet; the others are left as they are (a
 * step repeated after a crash, or a concurrent one, writes nothing twice). Any other refusal throws.
 * Inserts are what the embedded FerretDB does fast (an update scans the collection, per document).
 */
export async function insertAllNew<T>(model: InsertManyModel<T>, docs: readonly T[]): Promise<void> {
  for (let start = 0; start < docs.length; start += CHUNK) {
    try {
      await model.insertMany(docs.slice(start, start + CHUNK), { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
      if (!writeErrors?.every(isDuplicateKey)) throw error;
    }
  }
}
