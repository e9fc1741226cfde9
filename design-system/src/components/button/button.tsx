import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../spinner/spinner';
import { buttonClassName, type ButtonClassNameOptions } from './button-class-name';
import styles from './button.module.scss';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, Omit<ButtonClassNameOptions, 'className'> {
  /** Disables the button, marks it busy and shows a spinner. */
  loading?: boolean;
  /** Announced while loading. */
  loadingLabel?: string;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = 'Loading',
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // Native props are spread first so these a11y-critical values cannot be overridden.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading ? true : rest['aria-busy']}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {loading ? <Spinner label={loadingLabel} className={styles.spinner} /> : null}
      {children}
    </button>
  );
}
