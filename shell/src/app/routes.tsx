import { pageRouteProps } from '@fns/design-system';
import { redirect, type RouteObject } from 'react-router-dom';
import { AdminTokenGuard } from '../features/admin-guard/admin-token-guard';
import { Layout } from '../features/layout/layout';
import { RemoteFallback } from '../features/remote-page/remote-fallback';
import { ClientRemotePage } from '../features/remote-page/remote-page';
import { loadRemoteRoute } from '../lib/remotes';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** A public page: its remote's module, loaded before the page renders (on the server, or before hydrating). */
const remoteRoute = ({ path, remote }: RouteEntry): RouteObject => ({
  id: path,
  path,
  lazy: async () => pageRouteProps((await loadRemoteRoute(remote, path)).page),
  errorElement: <RemoteFallback />,
});

/** An admin screen: the token lives in the browser, so the guard and the page render there. */
const guardedRoute = ({ path, remote }: RouteEntry): RouteObject => ({
  id: path,
  path,
  element: (
    <AdminTokenGuard>
      <ClientRemotePage remote={remote} path={path} />
    </AdminTokenGuard>
  ),
  errorElement: <RemoteFallback />,
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
