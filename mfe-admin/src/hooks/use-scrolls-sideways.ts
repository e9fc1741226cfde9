import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is wider inside than it shows (it scrolls sideways): such a region must be
 * reachable by keyboard to be scrolled (WCAG 2.1.1). Measured again whenever it or its content resizes.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // No ResizeObserver (old browsers, jsdom): nothing scrolls as far as we can tell.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
