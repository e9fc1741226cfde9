import type { FailureStage, ReleaseVersion, Vital } from '@fns/contracts';
import { LocalDateTime } from '../../components/local-date-time';
import { ErrorRateChart } from './error-rate-chart';
import styles from './releases.module.scss';

const STAGE_LABELS: Record<FailureStage, string> = {
  manifest: 'Manifest',
  entry: 'Entry script',
  shared: 'Shared dependency',
  module: 'Exposed module',
  render: 'Render',
};

const VITAL_LABELS: Record<Vital, string> = { LCP: 'Largest Contentful Paint', INP: 'Interaction to Next Paint', CLS: 'Cumulative Layout Shift' };
/** LCP and INP in ms, CLS as its score. */
const vitalValue = (metric: Vital, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`);

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`);

/** One version's health: pages served and failed, its failures by stage, the error rate over the last hour and the latest failures with their trace ids. */
export function ReleaseHealth({ version, label, open }: { version: ReleaseVersion; label: string; open: boolean }) {
  return (
    <details className={styles.health} open={open}>
      <summary>
        {label}: {version.renders} {version.renders === 1 ? 'page' : 'pages'} served, {version.failures} failed (
        {percent(version.failures, version.renders)})
      </summary>
      <dl className={styles.stages} aria-label={`Failures of ${version.version} by stage`}>
        {(Object.keys(STAGE_LABELS) as FailureStage[]).map((stage) => (
          <div key={stage}>
            <dt>{STAGE_LABELS[stage]}</dt>
            <dd>{version.stages[stage] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.stages} aria-label={`Real visitors' experience of ${version.version} (p75)`}>
        {(Object.keys(VITAL_LABELS) as Vital[]).map((metric) => {
          const vital = version.vitals[metric];
          return (
            <div key={metric}>
              <dt>
                <abbr title={VITAL_LABELS[metric]}>{metric}</abbr> p75
              </dt>
              <dd>{vital ? `${vitalValue(metric, vital.p75)} (${vital.samples} ${vital.samples === 1 ? 'sample' : 'samples'})` : 'no samples yet'}</dd>
            </div>
          );
        })}
      </dl>
      <ErrorRateChart timeline={version.timeline} version={version.version} />
      {version.examples.length > 0 && (
        <table className={styles.table} aria-label={`Latest failures of ${version.version}`}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Stage</th>
              <th scope="col">Page</th>
              <th scope="col">What failed</th>
              <th scope="col">Trace id</th>
            </tr>
          </thead>
          <tbody>
            {[...version.examples].reverse().map((example) => (
              <tr key={`${example.traceId}-${example.at}`}>
                <td data-label="When">
                  <LocalDateTime iso={example.at} />
                </td>
                <td data-label="Stage">{STAGE_LABELS[example.stage]}</td>
                <td data-label="Page">{example.route || '—'}</td>
                <td data-label="What failed">{example.message}</td>
                <td data-label="Trace id">
                  <code>{example.traceId}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
