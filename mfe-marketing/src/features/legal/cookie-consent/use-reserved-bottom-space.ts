import { useEffect, type RefObject } from 'react';

/**
 * While the element is mounted, pads the bottom of the page by its height, so a banner fixed to
 * the bottom of the viewport never hides the end of the page (the footer's links included).
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const { body } = document;
    const previous = body.style.paddingBottom;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [ref]);
}
