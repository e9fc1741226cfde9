import type { ReactNode } from 'react';
import styles from './visually-hidden.module.scss';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for assistive technology only; self-contained so remotes need no global class. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}
