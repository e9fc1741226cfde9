import type { ReleaseVersion } from '@fns/contracts';
import { formatTime } from '../../lib/local-time';
import styles from './releases.module.scss';

const WIDTH = 600;
const HEIGHT = 80;
const MINUTES = 60;

/**
 * The share of failed pages per minute over the last hour, as bars (minutes without pages are
 * gaps); the text beside it says the same for those who do not see it.
 */
export function ErrorRateChart({ timeline, version }: { timeline: ReleaseVersion['timeline']; version: string }) {
  if (timeline.length === 0) return <p className={styles.empty}>No pages in the last hour.</p>;
  const now = Date.now();
  const barWidth = WIDTH / MINUTES;
  const rates = timeline.map(({ minute, renders, failures }) => ({ minute, rate: renders === 0 ? (failures > 0 ? 1 : 0) : Math.min(1, failures / renders) }));
  const worst = rates.reduce((top, point) => (point.rate > top.rate ? point : top), rates[0]!);
  const summary =
    worst.rate === 0
      ? `No failures in the last hour (${timeline.length} minutes with pages).`
      : `Highest error rate in the last hour: ${Math.round(worst.rate * 100)}% at ${formatTime(worst.minute)}.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Error rate per minute of ${version}, last hour. ${summary}`}>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
        {rates.map(({ minute, rate }) => {
          const age = Math.floor((now - Date.parse(minute)) / 60_000);
          const x = WIDTH - (Math.min(age, MINUTES - 1) + 1) * barWidth;
          const height = Math.max(rate * (HEIGHT - 4), 2);
          return <rect key={minute} x={x + 1} y={HEIGHT - height} width={barWidth - 2} height={height} className={rate > 0 ? styles.failing : styles.healthy} />;
        })}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
