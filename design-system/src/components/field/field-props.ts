import type { ReactNode } from 'react';
import type { ErrorPlacement } from '../error-hint/error-hint';

/** Props every form field shares. */
export interface FieldProps {
  label: ReactNode;
  /** Shows a star (hidden from assistive tech, which hears the native `required`). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  errorPlacement?: ErrorPlacement;
  /** When given, the error hint shows a close button. */
  onErrorClose?: () => void;
  disabled?: boolean;
  /** Applied to the field wrapper. */
  className?: string;
}
