import { Link } from 'react-router-dom';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { AudienceList, AudienceStats } from '../../lib/audience-types';
import { countOf } from '../../lib/counted-noun';
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

function Counts({ list, stats }: { list: AudienceList; stats: AudienceStats }) {
  const { total, last7Days } = stats[list];
  return (
    <>
      <p className={styles.total}>{countOf(total, AUDIENCE_LISTS[list].noun)}</p>
      <p className={styles.note}>+{last7Days} in the last 7 days</p>
      {list === 'contact' ? (
        <p className={styles.unhandled}>{stats.contact.unhandled} unhandled</p>
      ) : (
        // Only confirmed sign-ups get the list's mail; pending ones have not used their link yet.
        <p className={styles.statuses}>
          {stats[list].confirmed} confirmed · {stats[list].pending} pending
        </p>
      )}
    </>
  );
}
