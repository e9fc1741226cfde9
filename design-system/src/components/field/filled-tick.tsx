import { m } from 'framer-motion';
import { useReducedMotion } from '../../motion/use-reduced-motion';
import { motionTransition } from '../../motion/transitions';
import { CheckIcon } from '../icons/check-icon';
import { cx } from '../utils/class-names';
import styles from './field.module.scss';

export interface FilledTickProps {
  className?: string;
}

/** Decorative: the field's value itself tells assistive tech it is filled. */
export function FilledTick({ className }: FilledTickProps) {
  const reducedMotion = useReducedMotion();
  return (
    <m.span
      className={cx(styles.tick, className)}
      aria-hidden="true"
      data-testid="filled-tick"
      initial={reducedMotion ? false : { scale: 0.4, opacity: 0 }}
      animate={{ scale: 1, opacity: 1 }}
      transition={motionTransition('micro', reducedMotion)}
    >
      <CheckIcon />
    </m.span>
  );
}
