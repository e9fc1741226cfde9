import type { RenderResult } from '@testing-library/react';
import { renderPageRoute } from '@fns/design-system/testing';
import { routes } from '../app/routes';

/** Renders the blog's route for `path` (as in its routes file, e.g. "/blog/:slug") as the shell does. */
export function renderRoute(path: string, options: Parameters<typeof renderPageRoute>[1] = {}): RenderResult {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`the blog has no route ${path}`);
  return renderPageRoute(route, options);
}
