import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useField } from '../field/use-field';
import { cx } from '@fns/design-system';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children'> {
  /** Class for the <input> itself; `className` styles the wrapper. */
  inputClassName?: string;
}

export function TextField({ inputClassName, type = 'text', value, defaultValue, onChange, ...props }: TextFieldProps) {
  const { shellProps, controlProps, track } = useField(props, { value, defaultValue });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event.target.value);
    onChange?.(event);
  };
  return (
    <FieldShell {...shellProps}>
      <input
        {...controlProps}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cx(fieldStyles.control, fieldStyles.input, inputClassName)}
      />
    </FieldShell>
  );
}
