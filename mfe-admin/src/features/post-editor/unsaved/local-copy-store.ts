import { LOCAL_DRAFT_PREFIX } from '../../../lib/auth-token';
import { EMPTY_POST_FORM, FIELD_NAMES, type PostFormValues } from '../post-form';

/** Unsaved form values kept in this browser, so a closed tab or an expired session loses nothing. */
export interface LocalCopy {
  values: PostFormValues;
  /** ISO 8601: when they were kept. */
  savedAt: string;
  /** The post's version they were based on (null for a new post): a save of them still meets a newer one with a 409. */
  version: number | null;
}

/** One copy per post, and one for the new post form; "Log out" removes them all (removeLocalDrafts). */
export const localCopyKey = (postId: string | undefined) => `${LOCAL_DRAFT_PREFIX}${postId ?? 'new'}`;

/** Each field of a stored copy that has its form type; any other (a field renamed since, a hand edit) starts empty. */
function storedFormValues(stored: Record<string, unknown>): PostFormValues {
  const values: Record<string, unknown> = { ...EMPTY_POST_FORM };
  for (const name of FIELD_NAMES) if (typeof stored[name] === typeof EMPTY_POST_FORM[name]) values[name] = stored[name];
  return values as unknown as PostFormValues;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Storage may be blocked (privacy settings), full or hold something unreadable: the editor then works on without a local copy. */
function quietly<T>(run: (storage: Storage) => T, otherwise: T): T {
  try {
    return run(window.localStorage);
  } catch {
    return otherwise;
  }
}

function parseLocalCopy(text: string | null): LocalCopy | null {
  const stored: unknown = JSON.parse(text ?? 'null');
  if (!isRecord(stored) || !isRecord(stored.values) || typeof stored.savedAt !== 'string') return null;
  const version = typeof stored.version === 'number' ? stored.version : null;
  return { values: storedFormValues(stored.values), savedAt: stored.savedAt, version };
}

export const readLocalCopy = (key: string) => quietly((storage) => parseLocalCopy(storage.getItem(key)), null);

export const writeLocalCopy = (key: string, copy: LocalCopy) => quietly((storage) => storage.setItem(key, JSON.stringify(copy)), undefined);

export const removeLocalCopy = (key: string) => quietly((storage) => storage.removeItem(key), undefined);
