import { render, type RenderResult } from '@testing-library/react';
import { PageTestProviders, pageTestRoutes } from '@fns/design-system/testing';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';

/**
 * Renders the blog's route for `path` (as in its routes file, e.g. "/blog/:slug") as the shell
 * does: its page module's component and loader in a data router, inside the app's providers.
 * `at` is where the router starts (a path, or a location with navigation state; defaults to
 * `path`); `children` render beside the page, in the same router. The page appears asynchronously.
 */
export function renderRoute(path: string, { at = path, children }: { at?: InitialEntry; children?: ReactNode } = {}): RenderResult {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`the blog has no route ${path}`);
  const router = createMemoryRouter(pageTestRoutes({ ...route, children }), { initialEntries: [at] });
  return render(
    <PageTestProviders>
      <RouterProvider router={router} />
    </PageTestProviders>,
  );
}
