import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import { useFieldA11y } from '../field/use-field-a11y';
import { useFilledTick } from '../field/use-filled-tick';
import styles from './checkbox.module.scss';

export interface CheckboxProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type' | 'value' | 'defaultValue'> {
  /** The submitted value when checked. */
  value?: string;
}

/** "Filled" for a checkbox means checked: the gold tick flashes when it gets checked. */
export function Checkbox({
  label,
  required,
  hint,
  error,
  errorPlacement,
  onErrorClose,
  disabled,
  className,
  id,
  checked,
  defaultChecked,
  onChange,
  ...rest
}: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest['aria-describedby'] });
  const { tickVisible, track } = useFilledTick(checked, defaultChecked);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event.target.checked);
    onChange?.(event);
  };

  return (
    <FieldShell
      {...{ label, required, hint, error, errorPlacement, onErrorClose, disabled, className }}
      {...{ controlId, hintId, errorId, tickVisible }}
      inline
    >
      <input
        {...rest}
        {...controlProps}
        type="checkbox"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        className={styles.checkbox}
      />
    </FieldShell>
  );
}
