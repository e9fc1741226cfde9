import { useRef } from 'react';
import { cx, useEnterMotion } from '@fns/design-system';
import { CheckIcon } from '../icons/check-icon';
import styles from './field.module.scss';

export interface FilledTickProps {
  className?: string;
}

const POP = { transform: ['scale(0.4)', 'scale(1)'], opacity: [0, 1] };

/** Decorative: the field's value itself tells assistive tech it is filled. */
export function FilledTick({ className }: FilledTickProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEnterMotion(ref, POP, 'micro');
  return (
    <span ref={ref} className={cx(styles.tick, className)} aria-hidden="true" data-testid="filled-tick">
      <CheckIcon />
    </span>
  );
}
