import type { RemoteRoute } from '@fns/design-system';
import { lazy } from 'react';

/** The blog remote's routes; paths match the shell's route table. */
export const routes: RemoteRoute[] = [
  { path: '/blog', Component: lazy(() => import('../features/blog-list/blog-list-page')) },
  { path: '/blog/:slug', Component: lazy(() => import('../features/post-page/post-page')) },
];
