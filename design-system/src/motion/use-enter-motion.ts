import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { DOMKeyframesDefinition } from 'framer-motion';
import { animateElement } from './animate';
import { motionTransition, type MotionSpeed } from './transitions';
import { useReducedMotion } from './use-reduced-motion';

/** Plays `keyframes` once when the element mounts (instant with reduced motion), before its first paint. */
export function useEnterMotion(ref: RefObject<Element | null>, keyframes: DOMKeyframesDefinition, speed: MotionSpeed): void {
  const reducedMotion = useReducedMotion();
  // Once, on mount: an element that is already in place does not enter again when its inputs change.
  const entered = useRef(false);
  useLayoutEffect(() => {
    if (entered.current) return;
    entered.current = true;
    if (ref.current) void animateElement(ref.current, keyframes, motionTransition(speed, reducedMotion));
  }, [ref, keyframes, speed, reducedMotion]);
}
