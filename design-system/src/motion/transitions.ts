import { DURATIONS_MS, MOTIF_ANGLE_DEG } from '../constants';

export type MotionSpeed = 'micro' | 'standard' | 'complex';

/** Same curve as `$ease-out` in the SCSS tokens. */
export const EASE_OUT = [0.22, 1, 0.36, 1] as const;

/** How an animation runs: seconds, as framer-motion takes them. */
export interface MotionTiming {
  duration: number;
  delay?: number;
  ease?: typeof EASE_OUT;
}

export const INSTANT_TRANSITION: MotionTiming = { duration: 0 };

export const msToSeconds = (ms: number) => ms / 1000;

/** A token-timed transition; instant when the user asked for reduced motion. */
export function motionTransition(speed: MotionSpeed, reducedMotion = false): MotionTiming {
  if (reducedMotion) return INSTANT_TRANSITION;
  return { duration: msToSeconds(DURATIONS_MS[speed]), ease: EASE_OUT };
}

/** Scroll reveal, SPEC section 9: 50px offset, 0.6s, in view at 10 percent, once. */
export const REVEAL_OFFSET_PX = 50;
export const REVEAL_DURATION_S = 0.6;
export const REVEAL_VIEWPORT_AMOUNT = 0.1;

/**
 * The spec pairs the reveal with a "37-degree rotation". Spinning content a full 37 degrees
 * makes text unreadable mid-flight, so the motif is scaled down tenfold: elements start tilted
 * by 3.7 degrees and settle level while rising 50px.
 */
export const REVEAL_TILT_DEG = MOTIF_ANGLE_DEG / 10;
