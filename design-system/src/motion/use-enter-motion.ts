import { useLayoutEffect, type RefObject } from 'react';
import type { DOMKeyframesDefinition } from 'framer-motion';
import { animateElement } from './animate';
import { motionTransition, type MotionSpeed } from './transitions';
import { useReducedMotion } from './use-reduced-motion';

/** Plays `keyframes` once when the element mounts (instant with reduced motion), before its first paint. */
export function useEnterMotion(ref: RefObject<Element | null>, keyframes: DOMKeyframesDefinition, speed: MotionSpeed): void {
  const reducedMotion = useReducedMotion();
  useLayoutEffect(() => {
    if (ref.current) void animateElement(ref.current, keyframes, motionTransition(speed, reducedMotion));
    // Once, on mount: an element that is already in place does not enter again.
  }, []);
}
