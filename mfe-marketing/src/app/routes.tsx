import type { RemoteRoute } from '@fns/design-system';
import { lazy } from 'react';
import { PENDING_PAGES } from '../features/pending/pending-pages';

/** The marketing remote's routes; paths match the shell's route table. Pages load only when visited. */
export const routes: RemoteRoute[] = [
  { path: '/about', Component: lazy(() => import('../features/about/about-page')) },
  ...PENDING_PAGES,
];
