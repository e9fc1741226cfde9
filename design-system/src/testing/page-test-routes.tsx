import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { pageRouteProps } from '../contracts/page-route';
import type { RemotePageModule } from '../contracts/remote-route';
import { WaitlistProvider } from '../stores/waitlist-store';
import { MotionTestProvider } from './motion-test-provider';

export interface PageTestRouteOptions {
  /** The route's path as in the remote's routes file, e.g. "/blog/:slug". */
  path: string;
  /** The route's page module, as in the routes file (its component and optional loader). */
  page: () => Promise<RemotePageModule>;
  /** Rendered after the page, inside the same router and providers (probes of the location or the wait list). */
  children?: ReactNode;
}

const RenderNothing = () => null;

/**
 * A remote page's route as the shell's router has it (component and loader through
 * pageRouteProps), for a test's `createMemoryRouter`. The page renders once its module and loader
 * are in: find it with `findBy…`.
 */
export function pageTestRoutes({ path, page, children }: PageTestRouteOptions): RouteObject[] {
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

/** What the shell renders every page inside: a wait list store of its own, and the motion features (loaded synchronously). */
export function PageTestProviders({ children }: { children: ReactNode }) {
  return (
    <WaitlistProvider>
      <MotionTestProvider>{children}</MotionTestProvider>
    </WaitlistProvider>
  );
}
