import { render, type RenderOptions } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactElement, ReactNode } from 'react';

/** Synchronous motion features, so `m.*` components animate in tests without waiting on imports. */
export function MotionTestProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      {children}
    </LazyMotion>
  );
}

export function renderWithMotion(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: MotionTestProvider, ...options });
}
