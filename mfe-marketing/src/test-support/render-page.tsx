import { render, type RenderResult } from '@testing-library/react';
import { type RemoteRoute, WaitlistProvider } from '@fns/design-system';
import { MotionTestProvider, PageTestRouter } from '@fns/design-system/testing';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

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
 * Renders a route of the remote as the shell would: its page module (component and loader) in a
 * data router, with the app's providers. `children` render beside the page, inside the same
 * router and wait list store (e.g. a WaitlistProbe). The page appears asynchronously.
 */
export function renderRoute(route: RemoteRoute, { children }: { children?: ReactNode } = {}): RenderResult {
  return render(
    <PageTestRouter path={route.path} page={route.page}>
      {children}
    </PageTestRouter>,
  );
}
