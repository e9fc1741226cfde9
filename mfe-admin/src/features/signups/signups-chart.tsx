import 'uplot/dist/uPlot.min.css';
import type { SignupStats } from '@fns/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { CHART_HEIGHT, chartData, chartOptions, type ChartColors } from './chart-options';
import styles from './signups-chart.module.scss';

/** The design system's colours, from the custom properties its global stylesheet declares. */
function readColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(`--color-${name}`).trim();
  return { confirmed: token('teal'), pending: token('gold'), pendingEdge: token('gold-dark'), text: token('muted'), grid: token('border') };
}

/**
 * The daily bars, drawn by uPlot as wide as their container. Its own module, loaded lazily
 * (DailySignups): uPlot and its styles come with it only. Hidden from screen readers, whom the
 * table under it (DailyTable) tells the same.
 */
export default function SignupsChart({ perDay }: { perDay: SignupStats['perDay'] }) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current!;
    const plot = new uPlot(chartOptions(perDay, box.clientWidth, readColors(box)), chartData(perDay), box);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry!.contentRect.width);
      if (width !== plot.width) plot.setSize({ width, height: CHART_HEIGHT });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [perDay]);

  return <div ref={boxRef} className={styles.chart} aria-hidden="true" />;
}
