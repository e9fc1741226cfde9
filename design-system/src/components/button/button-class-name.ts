import { cx } from '../utils/class-names';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'relationship' | 'insight';
/** `form` matches the 3rem field height; `cta` is the large call-to-action size. */
export type ButtonSize = 'md' | 'form' | 'cta';

export interface ButtonClassNameOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Button looks for other elements, e.g. router links that should read as buttons. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: ButtonClassNameOptions = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}
