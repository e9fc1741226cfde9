import { useEffect } from 'react';

let lockCount = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks page scroll while any caller is active; counted so stacked dialogs unlock once. */
export function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const { body, documentElement } = document;
    if (lockCount === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      // Keep the layout from shifting when the scrollbar disappears.
      const scrollbarWidth = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    }
    lockCount += 1;
    return () => {
      lockCount -= 1;
      if (lockCount === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);
}
