import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import { useField } from '../field/use-field';
import styles from './checkbox.module.scss';

export interface CheckboxProps
  extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type' | 'value' | 'defaultValue'> {
  /** The submitted value when checked. */
  value?: string;
}

/** "Filled" for a checkbox means checked: the gold tick flashes when it gets checked. */
export function Checkbox({ checked, defaultChecked, onChange, ...props }: CheckboxProps) {
  const { shellProps, controlProps, track } = useField(props, { value: checked, defaultValue: defaultChecked });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    track(event.target.checked);
    onChange?.(event);
  };
  return (
    <FieldShell {...shellProps} inline>
      <input
        {...controlProps}
        type="checkbox"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={handleChange}
        className={styles.checkbox}
      />
    </FieldShell>
  );
}
