import { prefersReducedMotion } from '@fns/design-system';

/** SPEC section 9: a table of contents scrolls a section's top to 100px below the viewport top. */
export const TOC_SCROLL_OFFSET_PX = 100;

export interface ScrollToSectionOptions {
  offsetPx?: number;
  /** Smooth by default, instant when the user asked for reduced motion. */
  smooth?: boolean;
}

/** Scrolls the window to the element with this id, `offsetPx` above it; false when there is none. */
export function scrollToSection(
  id: string,
  { offsetPx = TOC_SCROLL_OFFSET_PX, smooth = !prefersReducedMotion() }: ScrollToSectionOptions = {},
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
  return true;
}

/** Moves keyboard focus to the section without a second scroll, so the next Tab continues there. */
export function focusSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
