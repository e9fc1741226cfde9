import { useEnterMotion, useHydrated } from '@fns/design-system';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

export function CompletionOverlay({ open, message, detail, durationMs = COMPLETION_OVERLAY_MS, onComplete }: CompletionOverlayProps) {
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

const GROW = { opacity: [0, 1], transform: ['scale(0.92)', 'scale(1)'] };
const DRAW = { strokeDashoffset: [1, 0] };

function OverlayContent({ message, detail }: Pick<CompletionOverlayProps, 'message' | 'detail'>) {
  const panel = useRef<HTMLDivElement>(null);
  const mark = useRef<SVGPathElement>(null);
  useEnterMotion(panel, GROW, 'complex');
  useEnterMotion(mark, DRAW, 'complex');
  return (
    <div ref={panel} className={styles.panel}>
      <svg className={styles.check} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        <circle className={styles.circle} cx="26" cy="26" r="24" />
        {/* pathLength 1: the dash offset draws the tick from 1 (none of it) to 0 (all of it). */}
        <path ref={mark} className={styles.mark} d="M15 27l7 7 15-15" pathLength={1} />
      </svg>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  );
}
