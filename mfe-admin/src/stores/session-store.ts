import { AUTH_TOKEN_KEY } from '@fns/design-system';
import { create } from 'zustand';

export interface SessionState {
  /** The admin's bearer token; the shell's guard checks the same local-storage key. */
  token: string | null;
  /** Keeps the token from a successful login (SPEC section 4: local storage under authToken). */
  signIn: (token: string) => void;
  /** Forgets the token, e.g. after a 401/403 or on "Log out". */
  signOut: () => void;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The admin session shared by every admin screen of this remote. */
export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  signIn: (token) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    set({ token });
  },
  signOut: () => {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    set({ token: null });
  },
}));

// Signing in or out in another tab changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) useSessionStore.setState({ token: readStoredToken() });
  });
}
