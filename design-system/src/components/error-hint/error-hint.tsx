import type { ReactNode } from 'react';
import { cx } from '@fns/design-system';
import { CloseIcon } from '../icons/close-icon';
import styles from './error-hint.module.scss';

export type ErrorPlacement = 'top' | 'right' | 'bottom' | 'left';

/** The second line every error hint carries, so an error always points somewhere next. */
export const ERROR_SUGGESTION_TEXT = 'Try this instead';

export interface ErrorHintProps {
  message: ReactNode;
  /** Put on the text (not the close button), so fields can reference it with aria-describedby. */
  id?: string;
  /** Which side of the field the hint sits on; its arrow points back at the field. */
  placement?: ErrorPlacement;
  /** When given, a close button is shown. */
  onClose?: () => void;
  className?: string;
}

export function ErrorHint({ message, id, placement = 'bottom', onClose, className }: ErrorHintProps) {
  return (
    <div role="alert" className={cx(styles.errorHint, styles[placement], className)}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <div id={id} className={styles.text}>
        <p className={styles.message}>{message}</p>
        <p className={styles.suggestion}>{ERROR_SUGGESTION_TEXT}</p>
      </div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label="Close error message" onClick={onClose}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
