export const SLIDER_DEFAULT = 50;
const STEP = 1;
const PAGE_STEP = 10;

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** The handle position under a pointer, as a percentage of the frame's width. */
export function positionAt(clientX: number, frame: { left: number; width: number }): number {
  if (frame.width <= 0) return SLIDER_DEFAULT;
  return clampPercent(((clientX - frame.left) / frame.width) * 100);
}

/** Keyboard control of a slider (WAI-ARIA): arrows step, Page keys jump, Home/End go to the ends. */
export function positionAfterKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + STEP);
    case 'PageDown':
      return clampPercent(current - PAGE_STEP);
    case 'PageUp':
      return clampPercent(current + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
