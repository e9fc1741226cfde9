import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useField } from '../field/use-field';
import { cx } from '@fns/design-system';

/** SPEC section 9: textarea default 4 rows. */
export const TEXTAREA_DEFAULT_ROWS = 4;

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {
  /** Class for the <textarea> itself; `className` styles the wrapper. */
  textAreaClassName?: string;
}

export function TextArea({ textAreaClassName, rows = TEXTAREA_DEFAULT_ROWS, value, defaultValue, onChange, ...props }: TextAreaProps) {
  const { shellProps, controlProps, track } = useField(props, { value, defaultValue });
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    track(event.target.value);
    onChange?.(event);
  };
  return (
    <FieldShell {...shellProps}>
      <textarea
        {...controlProps}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cx(fieldStyles.control, fieldStyles.textarea, textAreaClassName)}
      />
    </FieldShell>
  );
}
