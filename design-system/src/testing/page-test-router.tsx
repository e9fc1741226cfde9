import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type InitialEntry, Outlet, RouterProvider } from 'react-router-dom';
import { pageRouteProps } from '../contracts/page-route';
import type { RemotePageModule } from '../contracts/remote-route';
import { WaitlistProvider } from '../stores/waitlist-store';
import { MotionTestProvider } from './motion-test-provider';

export interface PageTestRouterProps {
  /** The route's path as in the routes file, e.g. "/blog/:slug". */
  path: string;
  /** The route's page module, as in the routes file (its component and optional loader). */
  page: () => Promise<RemotePageModule>;
  /** Where the router starts: a path, or a location with navigation state. Defaults to `path`. */
  at?: InitialEntry;
  /** Rendered after the page, inside the same router and providers (probes of the location or the wait list). */
  children?: ReactNode;
}

const RenderNothing = () => null;

/**
 * A remote page as the shell renders it: its route (component and loader, through pageRouteProps)
 * in a data router, inside a wait list store of its own and with the motion features loaded
 * synchronously. The page appears once its module and loader are in, so find it with `findBy…`.
 */
export function PageTestRouter({ path, page, at = path, children }: PageTestRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
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
      ],
      { initialEntries: [at] },
    ),
  );
  return (
    <WaitlistProvider>
      <MotionTestProvider>
        <RouterProvider router={router} />
      </MotionTestProvider>
    </WaitlistProvider>
  );
}
