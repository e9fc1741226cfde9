import type { FieldProps } from './field-props';
import type { FieldShellProps } from './field-shell';
import { useFieldA11y } from './use-field-a11y';
import { useFilledTick, type FieldValue } from './use-filled-tick';

type FieldInput = FieldProps & { id?: string; 'aria-describedby'?: string };

/**
 * Splits a field's props into what its FieldShell shows and what goes on the native control
 * (plus the ids that tie them together), and tracks the gold tick from the control's value.
 */
export function useField<P extends FieldInput>(props: P, filled: { value: FieldValue; defaultValue: FieldValue }) {
  const { label, required, hint, error, errorPlacement, onErrorClose, disabled, className, id, ...native } = props;
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: props['aria-describedby'] });
  const { tickVisible, track } = useFilledTick(filled.value, filled.defaultValue);
  const shellProps: Omit<FieldShellProps, 'children'> = {
    ...{ label, required, hint, error, errorPlacement, onErrorClose, disabled, className },
    ...{ controlId, hintId, errorId, tickVisible },
  };
  return { shellProps, controlProps: { ...native, ...controlProps, required, disabled }, track };
}
