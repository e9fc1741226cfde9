import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** SPEC section 4, paired-action control. */
export const ACKNOWLEDGE_MS = 200;
/** Pause between the action resolving and the response showing, so the change is perceivable. */
export const RESPONSE_SETTLE_MS = 600;
/** Simulated platform work when no action is given. */
export const SIMULATED_PROCESSING_MS = 1000;
export const RESPONSE_DISPLAY_MS = 2000;

export type PairedActionPhase = 'idle' | 'acknowledge' | 'processing' | 'complete' | 'error';

export interface UsePairedActionOptions {
  action?: () => Promise<unknown>;
  onComplete?: () => void;
}

/** The phase machine; each phase's effect owns its timer, so unmounting clears everything. */
export function usePairedAction({ action, onComplete }: UsePairedActionOptions = {}) {
  const [phase, setPhase] = useState<PairedActionPhase>('idle');
  const runAction = useEffectEvent(() => action?.());
  const notifyComplete = useEffectEvent(() => onComplete?.());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const after = (ms: number, next: PairedActionPhase) => {
      timer = setTimeout(() => setPhase(next), ms);
    };

    if (phase === 'acknowledge') after(ACKNOWLEDGE_MS, 'processing');
    if (phase === 'complete' || phase === 'error') after(RESPONSE_DISPLAY_MS, 'idle');
    if (phase === 'complete') notifyComplete();
    if (phase === 'processing') {
      const pending = runAction();
      if (!pending) {
        after(SIMULATED_PROCESSING_MS, 'complete');
      } else {
        pending.then(
          () => !cancelled && after(RESPONSE_SETTLE_MS, 'complete'),
          () => !cancelled && setPhase('error'),
        );
      }
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phase]);

  const trigger = useCallback(() => {
    setPhase((current) => (current === 'idle' ? 'acknowledge' : current));
  }, []);

  return { phase, trigger };
}
