import { useReducedMotion as usePreferredReducedMotion } from 'framer-motion';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Whether the visitor asked for reduced motion, known only after hydration: the server cannot
 * know it, and the first browser render must match the server's HTML.
 */
export function useReducedMotion(): boolean {
  const hydrated = useHydrated();
  const reduced = usePreferredReducedMotion();
  return hydrated && reduced === true;
}
