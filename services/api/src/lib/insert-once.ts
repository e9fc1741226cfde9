import { isDuplicateKey } from './duplicate-key';

/** Any model with a unique `email` index. */
interface EmailKeyedModel {
  create(doc: Record<string, unknown>): Promise<unknown>;
}

/**
 * Stores a document keyed by a unique e-mail unless one already exists; the existing one is left
 * untouched. Returns true when a new document was stored.
 */
export async function insertOnce(model: EmailKeyedModel, email: string, fields: Record<string, unknown>): Promise<boolean> {
  try {
    await model.create({ ...fields, email });
    return true;
  } catch (error) {
    // The unique index decides, so simultaneous sign-ups with one e-mail store exactly one.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
