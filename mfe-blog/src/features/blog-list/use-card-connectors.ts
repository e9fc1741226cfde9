import { useEffect, useState, type RefObject } from 'react';
import { CONNECTOR_REFRESH_MS, connectorColumns, connectorSegments, type Segment } from './card-connectors';

/** Measures the cards (the list's children) and returns the connector lines to draw over the list. */
export function useCardConnectors(listRef: RefObject<HTMLElement | null>, count: number): Segment[] {
  const [segments, setSegments] = useState<Segment[]>([]);
  useEffect(() => {
    const measure = () => {
      const list = listRef.current;
      if (!list) return;
      const origin = list.getBoundingClientRect();
      const centres = Array.from(list.children, (card) => {
        const box = card.getBoundingClientRect();
        return { x: box.left - origin.left + box.width / 2, y: box.top - origin.top + box.height / 2 };
      });
      setSegments(connectorSegments(centres, connectorColumns(window.innerWidth)));
    };
    measure();
    const timer = window.setInterval(measure, CONNECTOR_REFRESH_MS);
    window.addEventListener('resize', measure);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
    };
  }, [listRef, count]);
  return segments;
}
