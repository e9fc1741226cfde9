import { useId, type ReactNode } from 'react';
import { cx } from '@fns/design-system';

interface FieldA11yInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Any aria-describedby the caller passed, kept alongside ours. */
  describedBy?: string;
}

/** Ids that tie the label, hint and error text to the control. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': cx(describedBy, hint ? hintId : null, error ? errorId : null) || undefined,
    },
  };
}
