import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useFieldA11y } from '../field/use-field-a11y';
import { useFilledTick } from '../field/use-filled-tick';
import { cx } from '../utils/class-names';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children'> {
  /** Class for the <input> itself; `className` styles the wrapper. */
  inputClassName?: string;
}

export function TextField({
  label,
  required,
  hint,
  error,
  errorPlacement,
  onErrorClose,
  disabled,
  className,
  inputClassName,
  id,
  type = 'text',
  value,
  defaultValue,
  onChange,
  ...rest
}: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest['aria-describedby'] });
  const { tickVisible, track } = useFilledTick(value, defaultValue);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldShell
      {...{ label, required, hint, error, errorPlacement, onErrorClose, disabled, className }}
      {...{ controlId, hintId, errorId, tickVisible }}
    >
      <input
        {...rest}
        {...controlProps}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        className={cx(fieldStyles.control, fieldStyles.input, inputClassName)}
      />
    </FieldShell>
  );
}
