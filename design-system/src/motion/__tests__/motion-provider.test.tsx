import { act, render, screen } from '@testing-library/react';
import { domAnimation, m } from 'framer-motion';
import { loadFeatures, MotionProvider } from '../motion-provider';
import { motionTransition } from '../transitions';

describe('MotionProvider', () => {
  it('renders m components and loads the DOM animation features lazily', async () => {
    // Async act lets LazyMotion's feature import settle inside the test.
    await act(async () => {
      render(
        <MotionProvider>
          <m.p>Founders Never Solo</m.p>
        </MotionProvider>,
      );
    });
    expect(screen.getByText('Founders Never Solo')).toBeInTheDocument();
    await expect(loadFeatures()).resolves.toBe(domAnimation);
  });
});

describe('motionTransition', () => {
  it('uses the token durations and is instant with reduced motion', () => {
    expect(motionTransition('micro')).toMatchObject({ duration: 0.185 });
    expect(motionTransition('standard')).toMatchObject({ duration: 0.3 });
    expect(motionTransition('complex')).toMatchObject({ duration: 0.485 });
    expect(motionTransition('standard', true)).toEqual({ duration: 0 });
  });
});
