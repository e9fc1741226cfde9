import type { SignupStats, SignupWindow } from '@fns/contracts';
import { lazy, Suspense } from 'react';
import { DailyTable } from './daily-table';
import { SIGNUP_TEXTS } from './signup-texts';
import styles from './daily-signups.module.scss';

// uPlot and its styles travel in this import's chunks only: fetched while the figures are (preloadChart), drawn once both are in.
const loadChart = () => import(/* webpackChunkName: "signups-chart" */ './signups-chart');
const SignupsChart = lazy(loadChart);

/** Starts fetching the chart's code, so that it comes in beside the figures rather than after them. */
export const preloadChart = (): void => void loadChart();

/** The window's sign-ups day by day: stacked bars (confirmed under pending), and the same as a table. */
export function DailySignups({ perDay, days }: { perDay: SignupStats['perDay']; days: SignupWindow }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.heading}>{SIGNUP_TEXTS.perDay}</h3>
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        <SignupsChart perDay={perDay} />
      </Suspense>
      <DailyTable perDay={perDay} days={days} />
    </div>
  );
}
