import { useId, useRef, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx, useEnterMotion } from '@fns/design-system';
import { CloseIcon } from '../icons/close-icon';
import styles from './dialog.module.scss';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Receives focus on open; defaults to the first focusable element (the Close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const RISE = { opacity: [0, 1], transform: ['translateY(16px) scale(0.98)', 'translateY(0px) scale(1)'] };

/** Modal dialog in a portal; nothing is rendered while closed, so many can sit on one page. */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ onClose, title, description, children, initialFocusRef, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  useEnterMotion(panelRef, RISE, 'standard');
  useFocusTrap(panelRef, { initialFocusRef, onEscape: onClose });
  useBodyScrollLock(true);

  // Close only when the press starts and ends on the backdrop, not on a drag out of the panel.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
    pressedBackdrop.current = false;
  };

  // The backdrop is a click screen, not a control: keyboards close with Escape (the focus trap) or Close.
  return (
    <div role="presentation" className={styles.backdrop} onPointerDown={onPointerDown} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
