import { AUTH_TOKEN_KEY, useHydrated } from '@fns/design-system';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Only the presence of a token is checked (SPEC section 2); the API judges its validity. The
 * token is in the browser's storage, so the server sends the layout and the guard decides after
 * hydration.
 */
export function AdminTokenGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (!window.localStorage.getItem(AUTH_TOKEN_KEY)) return <Navigate to="/admin/login" replace />;
  return children;
}
