import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminTokenGuard } from '../features/admin-guard/admin-token-guard';
import { Layout } from '../features/layout/layout';
import { RemotePage } from '../features/remote-page/remote-page';
import { ROUTE_TABLE } from './route-table';

/** The one router of the site: the shell's layout around a remote page per route. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        ...ROUTE_TABLE.map(({ path, remote, requiresAdminToken }) => {
          const page = <RemotePage remote={remote} path={path} />;
          return { path, element: requiresAdminToken ? <AdminTokenGuard>{page}</AdminTokenGuard> : page };
        }),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
