import { BREAKPOINTS } from '@fns/design-system';
import { useEffect, useState } from 'react';
import styles from './screen-size-indicator.module.scss';

/** The window's width is the browser's: shown only after hydration. */
export function ScreenSizeReadout() {
  const width = useWindowWidth();
  return (
    <output className={styles.indicator} aria-label="Screen size">
      {breakpointName(width)} · {width}px
    </output>
  );
}

export function breakpointName(width: number): string {
  const reached = Object.entries(BREAKPOINTS).filter(([, min]) => width >= min);
  return reached.at(-1)?.[0] ?? 'xs';
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
