import { useState } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { Dialog } from '../components/dialog/dialog';
import { pageRouteProps } from '../contracts/page-route';
import type { RemoteRoute } from '../contracts/remote-route';
import { useWaitlist, WaitlistProvider } from '../stores/waitlist-store';
import styles from './standalone-host.module.scss';

/**
 * A remote's own development host: its routes with the shared pieces (tokens and the wait list
 * store), without the shell. The real header, footer and wait list form live in the shell.
 */
export function StandaloneHost({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <StandaloneLayout name={name} routes={routes} />,
        children: routes.map(({ path, page }) => ({ path, lazy: () => pageRouteProps(page) })),
      },
    ]),
  );
  return (
    <WaitlistProvider>
      <RouterProvider router={router} />
    </WaitlistProvider>
  );
}

function StandaloneLayout({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const isOpen = useWaitlist((state) => state.isOpen);
  const close = useWaitlist((state) => state.close);
  return (
    <>
      <nav className={styles.bar} aria-label={`${name} routes`}>
        <strong>{name}</strong>
        {routes.map(({ path }) => (
          <Link key={path} to={path.replace(/:[a-z]+/gi, 'example')}>
            {path}
          </Link>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
      <Dialog open={isOpen} onClose={close} title="Wait list">
        <p>The shell renders the wait list form; this standalone host only shows that a button opened it.</p>
      </Dialog>
    </>
  );
}
