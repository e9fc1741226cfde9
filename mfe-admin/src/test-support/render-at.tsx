import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
// Tests only: the shared react-router-dom subset has no memory router.
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <span data-testid="path">{pathname}</span>
      <span data-testid="search">{search}</span>
    </>
  );
}

/**
 * Renders `Page` at `path` (matched by `pattern`) in a data router, as the shell's is (a blocker needs
 * one), with the current path and query shown for assertions. Any other path renders nothing else.
 */
export function renderAt(Page: ComponentType, path: string, pattern = path.split('?')[0]!) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <CurrentPath />
          </>
        ),
        children: [
          { path: pattern, Component: Page },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
