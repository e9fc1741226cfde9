import { useId, type ReactNode } from 'react';
import styles from './section-card.module.scss';

/** One card of an admin screen, a region named by its heading. */
export function SectionCard({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
