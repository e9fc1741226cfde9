import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useFieldA11y } from '../field/use-field-a11y';
import { useFilledTick } from '../field/use-filled-tick';
import { cx } from '../utils/class-names';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> {
  /** Rendered as <option>s; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** An empty first option, e.g. "-- Select Category --". */
  placeholder?: string;
  children?: ReactNode;
  selectClassName?: string;
}

export function Select({
  label,
  required,
  hint,
  error,
  errorPlacement,
  onErrorClose,
  disabled,
  className,
  selectClassName,
  id,
  options,
  placeholder,
  children,
  value,
  defaultValue,
  onChange,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest['aria-describedby'] });
  const { tickVisible, track } = useFilledTick(value, defaultValue);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    track(event.target.multiple ? Array.from(event.target.selectedOptions, (option) => option.value) : event.target.value);
    onChange?.(event);
  };

  return (
    <FieldShell
      {...{ label, required, hint, error, errorPlacement, onErrorClose, disabled, className }}
      {...{ controlId, hintId, errorId, tickVisible }}
    >
      <select
        {...rest}
        {...controlProps}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        className={cx(fieldStyles.control, fieldStyles.select, selectClassName)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
