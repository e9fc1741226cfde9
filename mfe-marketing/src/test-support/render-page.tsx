import { render, type RenderResult } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page as the shell would: inside a router, with the motion features loaded synchronously. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LazyMotion features={domAnimation} strict>
        {ui}
      </LazyMotion>
    </MemoryRouter>,
  );
}
