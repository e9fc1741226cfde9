import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/** Animation features load in their own chunk, after first paint. */
export const loadFeatures = () => import('framer-motion').then((mod) => mod.domAnimation);

export interface MotionProviderProps {
  children: ReactNode;
}

/**
 * Wrap the app once (the shell does). `strict` makes any heavy `motion.*` component throw, so
 * every package keeps using the lightweight `m.*` components.
 */
export function MotionProvider({ children }: MotionProviderProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
