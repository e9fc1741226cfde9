import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * Synchronous motion features, so `m.*` components animate in tests without waiting on imports.
 * Apps use this instead of importing framer-motion: the design system is its only importer.
 */
export function MotionTestProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      {children}
    </LazyMotion>
  );
}
