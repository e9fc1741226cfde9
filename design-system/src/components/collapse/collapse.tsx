import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { animateElement, cx, motionTransition, useReducedMotion } from '@fns/design-system';
import styles from './collapse.module.scss';

export interface CollapseProps {
  id: string;
  open: boolean;
  /** Id of the button that controls this region. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * Disclosure region animating height and opacity (standard 300 ms, instant with reduced motion).
 * Closed content is inert at once and `hidden` once collapsed, so it can never take focus.
 */
export function Collapse({ id, open, labelledBy, children, className }: CollapseProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [collapsed, setCollapsed] = useState(!open);
  const [previousOpen, setPreviousOpen] = useState(open);
  if (open !== previousOpen) {
    setPreviousOpen(open);
    setCollapsed(!open && reducedMotion);
  }

  // The state the region was last animated to: a toggle in the meantime supersedes a running animation.
  const animatedTo = useRef(open);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || animatedTo.current === open) return;
    animatedTo.current = open;
    const height = `${element.scrollHeight}px`;
    const keyframes = open ? { height: ['0px', height], opacity: [0, 1] } : { height: [height, '0px'], opacity: [1, 0] };
    void animateElement(element, keyframes, motionTransition('standard', reducedMotion)).then(() => {
      if (animatedTo.current !== open) return;
      if (open) {
        element.style.removeProperty('height');
        element.style.removeProperty('opacity');
      } else {
        setCollapsed(true);
      }
    });
  }, [open, reducedMotion]);

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      // Never hidden while open: a closing animation that completes late cannot hide an open region.
      hidden={!open && collapsed}
      inert={!open}
      className={cx(styles.collapse, className)}
    >
      {children}
    </div>
  );
}
