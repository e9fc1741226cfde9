import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant, cx, Spinner, VisuallyHidden } from '@fns/design-system';
import { CheckIcon } from '../icons/check-icon';
import styles from './paired-action.module.scss';
import { usePairedAction, type PairedActionPhase } from './use-paired-action';

export interface PairedActionProps {
  /** The user's action, shown while idle. */
  children: ReactNode;
  /** The platform's response, shown once the work completes. */
  responseText: string;
  /** Optional async work; the response shows about 600 ms after it resolves. */
  action?: () => Promise<unknown>;
  acknowledgeText?: string;
  processingLabel?: string;
  /** Shown if `action` rejects (not covered by the spec, so kept neutral). */
  errorText?: string;
  onComplete?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function PairedAction({
  children,
  responseText,
  action,
  acknowledgeText = 'Acknowledged',
  processingLabel = 'Processing',
  errorText = 'Something went wrong. Please try again.',
  onComplete,
  variant = 'relationship',
  size,
  className,
}: PairedActionProps) {
  const { phase, trigger } = usePairedAction({ action, onComplete });
  const status: Record<PairedActionPhase, string> = {
    idle: '',
    acknowledge: acknowledgeText,
    processing: processingLabel,
    complete: responseText,
    error: errorText,
  };

  return (
    <span className={cx(styles.pairedAction, className)}>
      <Button
        variant={variant}
        size={size}
        onClick={trigger}
        disabled={phase !== 'idle'}
        aria-busy={phase === 'processing' || undefined}
        className={cx(styles.button, styles[phase])}
      >
        {phase === 'processing' ? <Spinner label="" /> : null}
        {phase === 'complete' ? <CheckIcon className={styles.icon} /> : null}
        <span>{phase === 'idle' ? children : status[phase]}</span>
      </Button>
      <span role="status" aria-live="polite">
        <VisuallyHidden>{status[phase]}</VisuallyHidden>
      </span>
    </span>
  );
}
