import type { RemoteRoute } from '@fns/design-system';
import { lazy } from 'react';
import { PENDING_PAGES } from '../features/pending/pending-pages';

/** The admin remote's routes; the shell guards the protected ones. */
export const routes: RemoteRoute[] = [
  { path: '/admin/login', Component: lazy(() => import('../features/login/login-page')) },
  ...PENDING_PAGES,
];
