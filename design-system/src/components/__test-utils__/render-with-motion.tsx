import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MotionTestProvider } from '../../testing';

export function renderWithMotion(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: MotionTestProvider, ...options });
}
