import type { SignupStats } from '@fns/contracts';
import uPlot from 'uplot';
import { DAY_SECONDS, dayToSeconds, formatAxisDay, formatDay } from './utc-days';

type PerDay = SignupStats['perDay'];

export const CHART_HEIGHT = 240;

/** The design system's colours the chart draws with. */
export interface ChartColors {
  confirmed: string;
  pending: string;
  /** The pending bars' outline: gold alone is too light against white (teal is not). */
  pendingEdge: string;
  text: string;
  grid: string;
}

/**
 * uPlot's columns: the days (in seconds), each day's total, then its confirmed sign-ups. uPlot does
 * not stack bars: the total's bar is drawn first and the confirmed bar over its lower part, so what
 * shows of the total is the pending part. A day without any is no bar (null), not a hairline.
 */
export function chartData(perDay: PerDay): uPlot.AlignedData {
  return [
    perDay.map(({ day }) => dayToSeconds(day)),
    perDay.map(({ confirmed, pending }) => confirmed + pending || null),
    perDay.map(({ confirmed }) => confirmed || null),
  ];
}

/** Counts have no halves: the value axis steps by 1, 2, 5, 10, 20, 50… */
const WHOLE_STEPS = [1, 10, 100, 1_000, 10_000, 100_000].flatMap((magnitude) => [1, 2, 5].map((step) => step * magnitude));

const bars = uPlot.paths.bars!({ size: [0.7, 24], align: 0 });

/** The legend's value for the hovered day, read from the API's figures (the bars hold totals and nulls). */
const legendValue =
  (perDay: PerDay, read: (entry: PerDay[number]) => string | number): uPlot.Series.Value =>
  (_plot, _raw, _series, idx) => {
    const entry = idx === null ? undefined : perDay[idx];
    return entry ? read(entry) : '—';
  };

/** A stacked bar per day, `width` wide; the days' labels keep 64 px apart, so a phone shows a few. */
export function chartOptions(perDay: PerDay, width: number, colors: ChartColors): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    // The days are UTC days: ticks fall on UTC midnights whatever the admin's time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    // The hovered day's line alone (no level line, no point on a bar). A window reads whole: no
    // zooming by dragging, and the legend's series stay on (hiding the confirmed bars would show
    // totals as pending).
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false }, bind: { click: () => null } },
    // Half a day of room on each side, so the first and last bars are whole.
    scales: { x: { time: true, range: (_plot, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] } },
    axes: [
      {
        stroke: colors.text,
        space: 64,
        grid: { show: false },
        ticks: { stroke: colors.grid },
        values: (_plot, splits) => splits.map(formatAxisDay),
      },
      { stroke: colors.text, incrs: WHOLE_STEPS, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false } },
    ],
    series: [
      { label: 'Day', value: legendValue(perDay, ({ day }) => formatDay(day)) },
      {
        label: 'Pending',
        fill: colors.pending,
        stroke: colors.pendingEdge,
        width: 1,
        paths: bars,
        points: { show: false },
        value: legendValue(perDay, ({ pending }) => pending),
      },
      {
        label: 'Confirmed',
        fill: colors.confirmed,
        stroke: colors.confirmed,
        width: 1,
        paths: bars,
        points: { show: false },
        value: legendValue(perDay, ({ confirmed }) => confirmed),
      },
    ],
  };
}
