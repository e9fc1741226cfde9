import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { animateElement, onceInView } from '../../motion/animate';
import { EASE_OUT, REVEAL_DURATION_S, REVEAL_OFFSET_PX, REVEAL_TILT_DEG, REVEAL_VIEWPORT_AMOUNT } from '../../motion/transitions';
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

const HIDDEN = { opacity: '0', transform: `translateY(${REVEAL_OFFSET_PX}px) rotate(${REVEAL_TILT_DEG}deg)` };

function show(element: HTMLElement): void {
  element.style.removeProperty('opacity');
  element.style.removeProperty('transform');
}

/**
 * Rises 50px into place while a small tilt derived from the 37-degree motif levels out
 * (see REVEAL_TILT_DEG), the first time 10 percent of it is in view. The server's HTML shows it
 * in place, so the first paint needs no script; only what is still below the fold once the page
 * is interactive waits for its reveal.
 */
export function Reveal({ children, delay = 0, duration = REVEAL_DURATION_S, as: Element = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!hydrated || reducedMotion || !element || element.getBoundingClientRect().top <= window.innerHeight) return undefined;
    Object.assign(element.style, HIDDEN);
    const stopWatching = onceInView(
      element,
      () => {
        const rise = { opacity: [0, 1], transform: [HIDDEN.transform, 'translateY(0px) rotate(0deg)'] };
        void animateElement(element, rise, { duration, delay, ease: EASE_OUT }).then(() => show(element));
      },
      REVEAL_VIEWPORT_AMOUNT,
    );
    return () => {
      stopWatching();
      show(element);
    };
  }, [hydrated, reducedMotion, duration, delay]);

  return (
    <Element ref={ref as never} className={className}>
      {children}
    </Element>
  );
}
