import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
// Tests only: the shared react-router-dom subset has no memory router.
import { createMemoryRouter, type InitialEntry, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { pageRouteProps } from '../contracts/page-route';
import type { RemotePageModule, RemoteRoute } from '../contracts/remote-route';
import { WaitlistProvider } from '../stores/waitlist-store';

const RenderNothing = () => null;

/** A remote page's route as the shell's router has it: component and loader through pageRouteProps. */
function pageTestRoutes(path: string, page: () => Promise<RemotePageModule>, children: ReactNode): RouteObject[] {
  return [
    {
      HydrateFallback: RenderNothing,
      element: (
        <>
          <Outlet />
          {children}
        </>
      ),
      children: [{ path, lazy: () => pageRouteProps(page) }],
    },
  ];
}

/**
 * Renders a remote's route as the shell does: its page module (component and loader) in a data
 * router, inside a wait list store of its own.
 * `at` is where the router starts (a path, or a location with navigation state; by default the
 * route's path); `children` render beside the page, in the same router and store (probes of the
 * location or the wait list); `wrapper` renders around it all (a context the shell provides, such as
 * the collector of the page's meta). The page appears once its module and loader are in: find it with `findBy…`.
 */
export function renderPageRoute(
  { path, page }: RemoteRoute,
  { at = path, children, wrapper }: { at?: InitialEntry; children?: ReactNode; wrapper?: ComponentType<{ children: ReactNode }> } = {},
): RenderResult {
  const router = createMemoryRouter(pageTestRoutes(path, page, children), { initialEntries: [at] });
  return render(
    <WaitlistProvider>
      <RouterProvider router={router} />
    </WaitlistProvider>,
    { wrapper },
  );
}
