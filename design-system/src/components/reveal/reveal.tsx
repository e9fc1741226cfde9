import { m, useInView } from 'framer-motion';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import {
  EASE_OUT,
  INSTANT_TRANSITION,
  REVEAL_DURATION_S,
  REVEAL_OFFSET_PX,
  REVEAL_TILT_DEG,
  REVEAL_VIEWPORT_AMOUNT,
} from '../../motion/transitions';
import { useReducedMotion } from '../../motion/use-reduced-motion';

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
 * (see REVEAL_TILT_DEG), the first time 10 percent of it is in view. The server's HTML shows it
 * in place, so the first paint needs no script; only what is still below the fold once the page
 * is interactive waits for its reveal.
 */
export function Reveal({ children, delay = 0, duration = REVEAL_DURATION_S, as = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const inView = useInView(ref, VIEWPORT);
  const [waiting, setWaiting] = useState(false);
  useLayoutEffect(() => {
    const top = ref.current?.getBoundingClientRect().top;
    if (hydrated && top !== undefined && top > window.innerHeight) setWaiting(true);
  }, [hydrated]);

  if (reducedMotion) {
    const Plain = as;
    return <Plain className={className}>{children}</Plain>;
  }
  const Animated = MOTION_ELEMENTS[as];
  const hidden = waiting && !inView;
  return (
    <Animated
      ref={ref as never}
      className={className}
      initial={false}
      animate={hidden ? HIDDEN : SHOWN}
      transition={hidden ? INSTANT_TRANSITION : { duration, delay, ease: EASE_OUT }}
    >
      {children}
    </Animated>
  );
}
