import { m, type Variants } from 'framer-motion';
import { useReducedMotion } from '../../motion/use-reduced-motion';
import { useState, type ReactNode } from 'react';
import { motionTransition } from '../../motion/transitions';
import { cx } from '../utils/class-names';
import styles from './collapse.module.scss';

const VARIANTS: Variants = {
  open: { height: 'auto', opacity: 1 },
  closed: { height: 0, opacity: 0 },
};

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
  const reducedMotion = useReducedMotion();
  const [collapsed, setCollapsed] = useState(!open);
  const [previousOpen, setPreviousOpen] = useState(open);
  if (open !== previousOpen) {
    setPreviousOpen(open);
    setCollapsed(!open && Boolean(reducedMotion));
  }

  return (
    <m.div
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      // Never hidden while open: a closing animation that completes late cannot hide an open region.
      hidden={!open && collapsed}
      inert={!open}
      className={cx(styles.collapse, className)}
      initial={false}
      animate={open ? 'open' : 'closed'}
      variants={VARIANTS}
      transition={motionTransition('standard', reducedMotion)}
      onAnimationComplete={() => {
        if (!open) setCollapsed(true);
      }}
    >
      {children}
    </m.div>
  );
}
