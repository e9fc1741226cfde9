import { render, type RenderResult } from '@testing-library/react';
import { type RemoteRoute, WaitlistProvider } from '@fns/design-system';
import { MotionTestProvider, PageTestProviders, pageTestRoutes } from '@fns/design-system/testing';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders a component of a page: inside a router and a wait list store, with the motion features
 * loaded synchronously.
 */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WaitlistProvider>
        <MotionTestProvider>{ui}</MotionTestProvider>
      </WaitlistProvider>
    </MemoryRouter>,
  );
}

/**
 * Renders a route of the remote as the shell does: its page module (component and loader) in a
 * data router, inside the app's providers. `children` render beside the page, in the same router
 * and wait list store (e.g. a WaitlistProbe). The page appears asynchronously.
 */
export function renderRoute({ path, page }: RemoteRoute, { children }: { children?: ReactNode } = {}): RenderResult {
  const router = createMemoryRouter(pageTestRoutes({ path, page, children }), { initialEntries: [path] });
  return render(
    <PageTestProviders>
      <RouterProvider router={router} />
    </PageTestProviders>,
  );
}
