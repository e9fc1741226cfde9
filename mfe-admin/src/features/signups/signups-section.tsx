import type { SignupList, SignupStats, SignupWindow } from '@fns/contracts';
import { useEffect, useId, useState } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { LocalDateTime } from '../../components/local-date-time';
import { DailySignups, preloadChart } from './daily-signups';
import { SignupBreakdowns } from './signup-breakdowns';
import { SignupControls } from './signup-controls';
import { SIGNUP_TEXTS } from './signup-texts';
import { useSignupStats } from './use-signup-stats';
import styles from './signups-section.module.scss';

/** The dashboard's sign-ups of the last 30 or 90 days, on every list or one: how many, day by day, and where they came from. */
export function SignupsSection() {
  const headingId = useId();
  const [days, setDays] = useState<SignupWindow>(30);
  const [list, setList] = useState<SignupList>('all');
  const { state, retry } = useSignupStats(days, list);
  useEffect(preloadChart, []);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.bar}>
        <div className={styles.title}>
          <h2 id={headingId} className={styles.heading}>
            {SIGNUP_TEXTS.heading}
          </h2>
          {state.status === 'done' && <CountedAt computedAt={state.data.computedAt} />}
        </div>
        <SignupControls days={days} list={list} onDaysChange={setDays} onListChange={setList} />
      </div>
      {state.status === 'loading' && (
        <p role="status" className={styles.note}>
          {SIGNUP_TEXTS.loading}
        </p>
      )}
      {/* Signed out: the dashboard's posts say so once, with the way back to sign-in. */}
      {state.status === 'failed' && !state.problem.authFailure && <ErrorNotice problem={state.problem} onRetry={retry} />}
      {state.status === 'done' && <SignupFigures stats={state.data} />}
    </section>
  );
}

/** When the API last counted the figures, in the admin's time zone. */
function CountedAt({ computedAt }: { computedAt: string }) {
  return (
    <p className={styles.note}>
      {SIGNUP_TEXTS.updated} <LocalDateTime iso={computedAt} />
    </p>
  );
}

/** The figures once counted; a window without sign-ups says so once, instead of a table at a time. */
function SignupFigures({ stats }: { stats: SignupStats }) {
  const { confirmed, pending } = stats.total;
  if (confirmed + pending === 0) return <p className={styles.empty}>{SIGNUP_TEXTS.empty}</p>;
  return (
    <>
      <p className={styles.totals}>{SIGNUP_TEXTS.totals(stats.total)}</p>
      <DailySignups perDay={stats.perDay} days={stats.days} />
      <SignupBreakdowns stats={stats} />
    </>
  );
}
