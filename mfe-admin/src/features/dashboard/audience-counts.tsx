import { Link } from 'react-router-dom';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { AudienceList, AudienceStats } from '../../lib/audience-types';
import { countOf } from '../../lib/counted-noun';
import { valuesOf } from '../../lib/labels';
import { LIST_STATUS_LABELS } from '../../lib/subscription-statuses';
import { useAudienceStats } from './use-audience-stats';
import styles from './audience-counts.module.scss';

const LISTS: AudienceList[] = ['waitlist', 'newsletter', 'contact'];

/** A card per audience list linking to its page, with its counts once they arrive. */
export function AudienceCounts() {
  const { stats, problem } = useAudienceStats();
  return (
    <section className={styles.section} aria-labelledby="audience-heading">
      <h2 id="audience-heading" className={styles.heading}>
        Audience
      </h2>
      {!stats && !problem && (
        <p role="status" className={styles.note}>
          Loading counts...
        </p>
      )}
      {problem && <p className={styles.error}>Counts unavailable: {problem.message}</p>}
      <ul className={styles.cards}>
        {LISTS.map((list) => (
          <li key={list} className={styles.card}>
            <h3 className={styles.title}>
              <Link to={AUDIENCE_LISTS[list].path}>{AUDIENCE_LISTS[list].title}</Link>
            </h3>
            {stats && <Counts list={list} stats={stats} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "2 pending · 9 waiting · 1 invited", every status of the list in the order its sign-ups go through them. */
function statusCounts<Status extends string>(labels: Record<Status, string>, counts: Record<Status, number>): string {
  return valuesOf(labels)
    .map((status) => `${counts[status]} ${labels[status].toLowerCase()}`)
    .join(' · ');
}

/** What each card says under its totals: where the sign-ups stand, or how many messages wait for an answer. */
const DETAILS: Record<AudienceList, { text: (stats: AudienceStats) => string; className: string | undefined }> = {
  waitlist: { text: (stats) => statusCounts(LIST_STATUS_LABELS.waitlist, stats.waitlist), className: styles.statuses },
  newsletter: { text: (stats) => statusCounts(LIST_STATUS_LABELS.newsletter, stats.newsletter), className: styles.statuses },
  contact: { text: (stats) => `${stats.contact.unhandled} unhandled`, className: styles.unhandled },
};

function Counts({ list, stats }: { list: AudienceList; stats: AudienceStats }) {
  const { total, last7Days } = stats[list];
  return (
    <>
      <p className={styles.total}>{countOf(total, AUDIENCE_LISTS[list].noun)}</p>
      <p className={styles.note}>+{last7Days} in the last 7 days</p>
      <p className={DETAILS[list].className}>{DETAILS[list].text(stats)}</p>
    </>
  );
}
