import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../field/field-props';
import { FieldShell } from '../field/field-shell';
import fieldStyles from '../field/field.module.scss';
import { useFieldA11y } from '../field/use-field-a11y';
import { useFilledTick } from '../field/use-filled-tick';
import { cx } from '../utils/class-names';

/** SPEC section 9: textarea default 4 rows. */
export const TEXTAREA_DEFAULT_ROWS = 4;

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {
  /** Class for the <textarea> itself; `className` styles the wrapper. */
  textAreaClassName?: string;
}

export function TextArea({
  label,
  required,
  hint,
  error,
  errorPlacement,
  onErrorClose,
  disabled,
  className,
  textAreaClassName,
  id,
  rows = TEXTAREA_DEFAULT_ROWS,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest['aria-describedby'] });
  const { tickVisible, track } = useFilledTick(value, defaultValue);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    track(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldShell
      {...{ label, required, hint, error, errorPlacement, onErrorClose, disabled, className }}
      {...{ controlId, hintId, errorId, tickVisible }}
    >
      <textarea
        {...rest}
        {...controlProps}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        className={cx(fieldStyles.control, fieldStyles.textarea, textAreaClassName)}
      />
    </FieldShell>
  );
}
