/** MongoDB's (and FerretDB's) answer to an insert or update that would repeat a unique key. */
const DUPLICATE_KEY = 11000;

/** Whether `error` is a unique index refusing a second document with the same key. */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
