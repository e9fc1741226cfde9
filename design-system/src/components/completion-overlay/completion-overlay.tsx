import { m } from 'framer-motion';
import { useHydrated } from '../../hooks/use-hydrated';
import { useReducedMotion } from '../../motion/use-reduced-motion';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { motionTransition } from '../../motion/transitions';
import styles from './completion-overlay.module.scss';

/** SPEC section 4: the completion overlay shows for 3000 ms by default. */
export const COMPLETION_OVERLAY_MS = 3000;

export interface CompletionOverlayProps {
  open: boolean;
  message: ReactNode;
  detail?: ReactNode;
  durationMs?: number;
  /** Called once, `durationMs` after opening; the parent usually closes the overlay here. */
  onComplete?: () => void;
}

export function CompletionOverlay({
  open,
  message,
  detail,
  durationMs = COMPLETION_OVERLAY_MS,
  onComplete,
}: CompletionOverlayProps) {
  const complete = useEffectEvent(() => onComplete?.());
  // The portal's node exists only in the browser: not in the server's HTML, not while hydrating.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(complete, durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  if (!hydrated) return null;
  // The live region stays mounted so screen readers notice the message being inserted.
  return createPortal(
    <div role="status" aria-live="polite" className={open ? styles.overlay : undefined}>
      {open ? <OverlayContent message={message} detail={detail} /> : null}
    </div>,
    document.body,
  );
}

function OverlayContent({ message, detail }: Pick<CompletionOverlayProps, 'message' | 'detail'>) {
  const reducedMotion = useReducedMotion();
  return (
    <m.div
      className={styles.panel}
      initial={reducedMotion ? false : { opacity: 0, scale: 0.92 }}
      animate={{ opacity: 1, scale: 1 }}
      transition={motionTransition('complex', reducedMotion)}
    >
      <svg className={styles.check} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        <circle className={styles.circle} cx="26" cy="26" r="24" />
        <m.path
          className={styles.mark}
          d="M15 27l7 7 15-15"
          initial={reducedMotion ? false : { pathLength: 0 }}
          animate={{ pathLength: 1 }}
          transition={motionTransition('complex', reducedMotion)}
        />
      </svg>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </m.div>
  );
}
