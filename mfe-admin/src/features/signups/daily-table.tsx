import type { SignupStats, SignupWindow } from '@fns/contracts';
import { SIGNUP_TEXTS } from './signup-texts';
import { formatDay } from './utc-days';
import styles from './daily-signups.module.scss';

/** The chart's figures as a table, for screen readers and anyone who wants the numbers: folded away until asked for. */
export function DailyTable({ perDay, days }: { perDay: SignupStats['perDay']; days: SignupWindow }) {
  return (
    <details className={styles.numbers}>
      <summary>{SIGNUP_TEXTS.showTable}</summary>
      <table className={styles.table}>
        <caption>{SIGNUP_TEXTS.perDayCaption(days)}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className={styles.count}>
              Confirmed
            </th>
            <th scope="col" className={styles.count}>
              Pending
            </th>
          </tr>
        </thead>
        <tbody>
          {perDay.map(({ day, confirmed, pending }) => (
            <tr key={day}>
              <th scope="row">
                <time dateTime={day}>{formatDay(day)}</time>
              </th>
              <td className={styles.count}>{confirmed}</td>
              <td className={styles.count}>{pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
