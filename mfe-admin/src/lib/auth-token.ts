import { AUTH_TOKEN_KEY } from '@fns/design-system';

/**
 * The admin's bearer token lives only in local storage under authToken (SPEC section 4). Every call
 * reads it at that moment (SPEC section 5), so a token removed in this tab or another is gone at once:
 * no copy in memory can outlive it.
 */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null; // storage blocked (privacy settings) or no window: signed out
  }
}

/** Keeps the token from a successful login. */
export function storeAuthToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

/** Forgets the token, e.g. after a 401/403 or on "Log out". */
export function removeAuthToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
}

/** The start of the keys the post editor keeps unsaved drafts under (features/post-editor/unsaved/local-copy-store.ts). */
export const LOCAL_DRAFT_PREFIX = 'fns.post-draft.';

/**
 * On "Log out": every unsaved draft kept in this browser goes, whichever post it was for, so the next
 * person at it finds none. Not after a 401/403 ("Sign in again"): the editor offers them back then.
 */
export function removeLocalDrafts(): void {
  try {
    const storage = window.localStorage;
    // Keys first: removing while reading by index would skip the one after each removed.
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(LOCAL_DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // storage blocked (privacy settings): nothing was kept
  }
}
