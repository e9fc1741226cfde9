const DUPLICATE_KEY = 11000;

/** Any model with a unique `email` index. */
interface EmailKeyedModel {
  updateOne(filter: { email: string }, update: object, options: { upsert: true }): PromiseLike<{ upsertedCount: number }>;
}

/**
 * Stores a document keyed by a unique e-mail unless one already exists; the existing one is left
 * untouched. Returns true when a new document was stored.
 */
export async function insertOnce(model: EmailKeyedModel, email: string, fields: Record<string, unknown>): Promise<boolean> {
  try {
    const result = await model.updateOne({ email }, { $setOnInsert: { email, ...fields } }, { upsert: true });
    return result.upsertedCount === 1;
  } catch (error) {
    // Two simultaneous sign-ups with one e-mail: the unique index lets exactly one insert win.
    if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
    throw error;
  }
}
