import { AUTH_TOKEN_KEY } from '@fns/design-system';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Only the presence of a token is checked (SPEC section 2); the API judges its validity. */
export function AdminTokenGuard({ children }: { children: ReactNode }) {
  if (!window.localStorage.getItem(AUTH_TOKEN_KEY)) return <Navigate to="/admin/login" replace />;
  return children;
}
