import { BREAKPOINTS } from '@fns/design-system';

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Card positions are measured again every second (SPEC section 2), and on resize. */
export const CONNECTOR_REFRESH_MS = 1000;

/** The grid's column count at a window width: 3 from lg, 2 from md, else 1. */
export function connectorColumns(width: number): number {
  if (width >= BREAKPOINTS.lg) return 3;
  if (width >= BREAKPOINTS.md) return 2;
  return 1;
}

/** Lines between the centres of neighbouring cards: along each row and down each column. */
export function connectorSegments(centres: ReadonlyArray<{ x: number; y: number }>, columns: number): Segment[] {
  const segments: Segment[] = [];
  centres.forEach((from, index) => {
    const right = (index + 1) % columns !== 0 ? centres[index + 1] : undefined;
    const below = centres[index + columns];
    for (const to of [right, below]) {
      if (to) segments.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });
    }
  });
  return segments;
}
