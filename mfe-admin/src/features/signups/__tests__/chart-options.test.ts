import type uPlot from 'uplot';
import { chartData, chartOptions, type ChartColors } from '../chart-options';
import { formatAxisDay, formatDay } from '../utc-days';
import { statsOf } from './signup-fixtures';

const { perDay } = statsOf();
const COLORS: ChartColors = { confirmed: '#1f7a70', pending: '#d4a24c', pendingEdge: '#8a6220', text: '#4b5563', grid: '#c9c3b6' };
const options = chartOptions(perDay, 375, COLORS);
const plot = {} as uPlot;
const MAY_1 = Date.UTC(2026, 4, 1) / 1000;
const DAY = 86_400;

it('gives uPlot the days in seconds, then each day’s total and confirmed, a day without any as no bar', () => {
  expect(chartData(perDay)).toEqual([
    [MAY_1, MAY_1 + DAY, MAY_1 + 2 * DAY],
    [2, null, 5],
    [2, null, 3],
  ]);
});

it('draws the totals in the pending colour, then the confirmed over them, as bars', () => {
  expect(options).toMatchObject({ width: 375, height: 240 });
  const [, pending, confirmed] = options.series;
  expect(options.series.map(({ label }) => label)).toEqual(['Day', 'Pending', 'Confirmed']);
  expect(pending).toMatchObject({ fill: COLORS.pending, stroke: COLORS.pendingEdge });
  expect(confirmed).toMatchObject({ fill: COLORS.confirmed });
  expect(pending!.paths).toEqual(expect.any(Function));
  expect(confirmed!.paths).toBe(pending!.paths);
});

it('names the hovered day and its pending and confirmed sign-ups in the legend, not the drawn totals', () => {
  const legendOf = (idx: number | null) =>
    options.series.map(({ value }) => (typeof value === 'function' ? value(plot, 0, 0, idx) : value));
  expect(legendOf(2)).toEqual([formatDay('2026-05-03'), 2, 3]);
  expect(legendOf(1)).toEqual([formatDay('2026-05-02'), 0, 0]);
  expect(legendOf(null)).toEqual(['—', '—', '—']);
});

it('lays the days out in UTC, with half a day of room either side and whole-number counts', () => {
  const range = options.scales!.x!.range as (self: uPlot, min: number, max: number, key: string) => [number, number];
  expect(range(plot, MAY_1, MAY_1 + 2 * DAY, 'x')).toEqual([MAY_1 - DAY / 2, MAY_1 + 2.5 * DAY]);
  const midnight = options.tzDate!(MAY_1);
  expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours()]).toEqual([2026, 4, 1, 0]);
  const [xAxis, yAxis] = options.axes!;
  expect((xAxis!.values as uPlot.Axis.DynamicValues)(plot, [MAY_1], 0, 64, DAY)).toEqual([formatAxisDay(MAY_1)]);
  expect((yAxis!.incrs as number[]).every(Number.isInteger)).toBe(true);
});
