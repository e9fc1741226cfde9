import { pageRouteProps } from '@fns/design-system';
import { redirect, type RouteObject } from 'react-router-dom';
import { AdminTokenGuard } from '../features/admin-guard/admin-token-guard';
import { Layout } from '../features/layout/layout';
import { ClientRemotePage, RegionLoading, RemoteRouteError, RouteFallback } from '../features/remote-page/remote-page';
import { loadRemoteRoute } from '../lib/remotes';
import { ROUTE_TABLE, type RouteEntry } from '@fns/contracts/remotes';

/**
 * A public page: its remote's module, loaded before the page renders (on the server, or before
 * hydrating). Every page has a loader (a page without data, an empty one), so a page the server
 * could not render hydrates as loading while the browser loads it.
 */
const remoteRoute = ({ path, remote }: RouteEntry): RouteObject => ({
  id: path,
  path,
  lazy: async () => ({ loader: noData, ...(await pageRouteProps((await loadRemoteRoute(remote, path)).page)) }),
  HydrateFallback: RegionLoading,
  errorElement: <RemoteRouteError remote={remote} />,
});

const noData = () => null;

/** An admin screen: the token lives in the browser, so the guard and the page render there. */
const guardedRoute = ({ path, remote }: RouteEntry): RouteObject => ({
  id: path,
  path,
  element: (
    <AdminTokenGuard>
      <ClientRemotePage remote={remote} path={path} />
    </AdminTokenGuard>
  ),
  errorElement: <RouteFallback remote={remote} />,
});

/**
 * The site's one route tree, for the server's render and the browser's router: the shell's layout
 * around a remote page per route of the table. Any other path redirects to the home page.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'layout',
      element: <Layout />,
      children: [
        ...ROUTE_TABLE.map((entry) => (entry.requiresAdminToken ? guardedRoute(entry) : remoteRoute(entry))),
        { id: 'unknown', path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
