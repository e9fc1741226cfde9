import type { ReactNode } from 'react';
import { ErrorHint, type ErrorPlacement } from '../error-hint/error-hint';
import { cx } from '@fns/design-system';
import type { FieldProps } from './field-props';
import { FilledTick } from './filled-tick';
import styles from './field.module.scss';

const PLACEMENT_CLASS: Record<ErrorPlacement, string | undefined> = {
  top: styles.placementTop,
  right: styles.placementRight,
  bottom: styles.placementBottom,
  left: styles.placementLeft,
};

export interface FieldShellProps extends FieldProps {
  controlId: string;
  hintId: string;
  errorId: string;
  tickVisible: boolean;
  /** Checkbox layout: control first, label beside it. */
  inline?: boolean;
  children: ReactNode;
}

/** Label, required star, hint, error hint and gold tick around any form control. */
export function FieldShell(props: FieldShellProps) {
  const { label, required, hint, error, errorPlacement = 'bottom', onErrorClose, disabled, className } = props;
  const { controlId, hintId, errorId, tickVisible, inline = false, children } = props;
  const labelElement = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  const hintElement = hint ? (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;

  return (
    <div className={cx(styles.field, PLACEMENT_CLASS[errorPlacement], inline && styles.inline, disabled && styles.disabled, className)}>
      {inline ? null : labelElement}
      {inline ? null : hintElement}
      <div className={styles.controlRow}>
        <div className={styles.controlWrap}>
          {children}
          {inline ? labelElement : null}
          {tickVisible ? <FilledTick /> : null}
        </div>
        {error ? (
          <ErrorHint id={errorId} message={error} placement={errorPlacement} onClose={onErrorClose} className={styles.error} />
        ) : null}
      </div>
      {inline ? hintElement : null}
    </div>
  );
}
