import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.scss';

export interface SpinnerProps {
  /** Announced text; pass an empty string when the surrounding text already says it. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span className={cx(styles.spinner, className)}>
      <span className={styles.ring} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
