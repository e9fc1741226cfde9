import { m } from 'framer-motion';
import { useReducedMotion } from '../../motion/use-reduced-motion';
import type { ReactNode } from 'react';
import {
  EASE_OUT,
  REVEAL_DURATION_S,
  REVEAL_OFFSET_PX,
  REVEAL_TILT_DEG,
  REVEAL_VIEWPORT_AMOUNT,
} from '../../motion/transitions';

export type RevealElement = 'div' | 'section' | 'li';

export interface RevealProps {
  children: ReactNode;
  /** Seconds before the reveal starts, e.g. to stagger a grid. */
  delay?: number;
  /** Seconds; 0.6 by default. */
  duration?: number;
  as?: RevealElement;
  className?: string;
}

const MOTION_ELEMENTS = { div: m.div, section: m.section, li: m.li } as const;

const HIDDEN = { opacity: 0, y: REVEAL_OFFSET_PX, rotate: REVEAL_TILT_DEG };
const SHOWN = { opacity: 1, y: 0, rotate: 0 };
const VIEWPORT = { once: true, amount: REVEAL_VIEWPORT_AMOUNT };

/**
 * Rises 50px into place while a small tilt derived from the 37-degree motif levels out
 * (see REVEAL_TILT_DEG), the first time 10 percent of it is in view.
 */
export function Reveal({ children, delay = 0, duration = REVEAL_DURATION_S, as = 'div', className }: RevealProps) {
  const reducedMotion = useReducedMotion();
  if (reducedMotion) {
    const Plain = as;
    return <Plain className={className}>{children}</Plain>;
  }
  const Animated = MOTION_ELEMENTS[as];
  return (
    <Animated
      data-reveal=""
      className={className}
      initial={HIDDEN}
      whileInView={SHOWN}
      viewport={VIEWPORT}
      transition={{ duration, delay, ease: EASE_OUT }}
    >
      {children}
    </Animated>
  );
}
