import type { RemoteRoute } from '@fns/design-system';
import { lazy } from 'react';

const PostEditorPage = lazy(() => import('../features/post-editor/post-editor-page'));

/** The admin remote's routes; paths match the shell's route table, which guards the protected ones. */
export const routes: RemoteRoute[] = [
  { path: '/admin/login', Component: lazy(() => import('../features/login/login-page')) },
  { path: '/admin/dashboard', Component: lazy(() => import('../features/dashboard/dashboard-page')) },
  { path: '/admin/posts/new', Component: PostEditorPage },
  { path: '/admin/posts/edit/:id', Component: PostEditorPage },
  { path: '/admin/manage-cats-tags', Component: lazy(() => import('../features/taxonomy/taxonomy-page')) },
];
