import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useField } from '../field/use-field';
import { cx } from '@fns/design-system';

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

export function Select({ selectClassName, options, placeholder, children, value, defaultValue, onChange, ...props }: SelectProps) {
  const { shellProps, controlProps, track } = useField(props, { value, defaultValue });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    track(event.target.multiple ? Array.from(event.target.selectedOptions, (option) => option.value) : event.target.value);
    onChange?.(event);
  };
  return (
    <FieldShell {...shellProps}>
      <select
        {...controlProps}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
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
