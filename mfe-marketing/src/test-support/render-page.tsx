import { render, type RenderResult } from '@testing-library/react';
import { MotionTestProvider } from '@fns/design-system/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page as the shell would: inside a router, with the motion features loaded synchronously. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MotionTestProvider>
        {ui}
      </MotionTestProvider>
    </MemoryRouter>,
  );
}
