import { isDuplicateKey } from '../../lib/duplicate-key';

/** What a batch insert answers about each document: stored, or refused for a unique key. */
type Outcome = 'inserted' | 'duplicate';

interface Waiting<T> {
  doc: T;
  settle: (outcome: Outcome) => void;
  fail: (error: unknown) => void;
}

/** The most documents one insert carries. */
const MAX_BATCH = 100;

/**
 * Inserts documents that callers hand over at about the same time as one unordered insert: while
 * one is under way, the next ones gather and go together. Under load that is one write transaction
 * for many requests instead of one each (on the embedded SQLite, write transactions take turns);
 * alone, a document goes at once. Each caller learns its own document's outcome; a batch that fails
 * otherwise fails every caller in it.
 */
export function gatheredInsert<T>(insertMany: (docs: T[]) => Promise<unknown>): (doc: T) => Promise<Outcome> {
  const waiting: Array<Waiting<T>> = [];
  let writing = false;

  async function writeAll(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      const refused = new Map<number, unknown>();
      try {
        await insertMany(batch.map(({ doc }) => doc));
      } catch (error) {
        const perDocument = (error as { writeErrors?: Array<{ index: number; code?: number }> }).writeErrors;
        if (!perDocument) {
          for (const { fail } of batch) fail(error);
          continue;
        }
        for (const writeError of perDocument) refused.set(writeError.index, writeError);
      }
      batch.forEach(({ settle, fail }, index) => {
        const error = refused.get(index);
        if (error === undefined) settle('inserted');
        else if (isDuplicateKey(error)) settle('duplicate');
        else fail(error);
      });
    }
    writing = false;
  }

  return (doc) =>
    new Promise<Outcome>((settle, fail) => {
      waiting.push({ doc, settle, fail });
      if (!writing) void writeAll();
    });
}
