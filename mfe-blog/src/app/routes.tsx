import type { RemoteRoute } from '@fns/design-system';

/** The blog remote's routes; paths match the shell's route table. */
export const routes: RemoteRoute[] = [
  { path: '/blog', page: () => import('../features/blog-list/blog-list-page') },
  { path: '/blog/:slug', page: () => import('../features/post-page/post-page') },
];
