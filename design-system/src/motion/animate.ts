import type { DOMKeyframesDefinition } from 'framer-motion';
import type { MotionTiming } from './transitions';

let animator: Promise<typeof import('framer-motion/dom/mini')> | undefined;

const canAnimate = () => typeof Element.prototype.animate === 'function';

/**
 * The site animates plain elements with framer-motion's Web Animations animator (5 KB gzip), not
 * its `m.*` components (34 KB gzip, all needed before a page could hydrate). Nothing animates
 * before the page is interactive, so the animator loads once the browser is idle after that (the
 * shell's layout asks), or on first use. A browser without the Web Animations API never loads it.
 */
export function preloadMotion(): void {
  if (canAnimate()) animator ??= import('framer-motion/dom/mini');
}

export async function animateElement(element: Element, keyframes: DOMKeyframesDefinition, timing: MotionTiming): Promise<void> {
  // Instant, or a browser without the Web Animations API: the end state at once.
  if (timing.duration === 0 || !canAnimate()) return;
  preloadMotion();
  const { animate } = await animator!;
  await animate(element, keyframes, { ...timing, ease: timing.ease ? [...timing.ease] : undefined });
}

/** Calls `onEnter` once, the first time `amount` (0–1) of the element is in the viewport; returns a cancel. */
export function onceInView(element: Element, onEnter: () => void, amount: number): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onEnter();
    },
    { threshold: amount },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
