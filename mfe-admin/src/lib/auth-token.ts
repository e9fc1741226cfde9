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
