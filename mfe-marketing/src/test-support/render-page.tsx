import { render, type RenderResult } from '@testing-library/react';
import { WaitlistProvider } from '@fns/design-system';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a component of a page: inside a router and a wait list store. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WaitlistProvider>{ui}</WaitlistProvider>
    </MemoryRouter>,
  );
}
