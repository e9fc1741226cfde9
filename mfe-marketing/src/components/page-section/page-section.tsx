import type { ReactNode } from 'react';
import styles from './page-section.module.scss';

export type SectionTone = 'plain' | 'sand' | 'white';

export interface PageSectionProps {
  /** Used for the heading id (`{id}-title`) and as the section's anchor. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Full-width background band behind the content. */
  tone?: SectionTone;
  /** Centres the heading and lead. */
  centered?: boolean;
  children?: ReactNode;
}

/** A page band: full-width background, content at the site's reading width, one h2. */
export function PageSection({ id, title, lead, tone = 'plain', centered = false, children }: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.band} ${styles[tone] ?? ''}`}>
      <div className={styles.inner}>
        <div className={centered ? styles.centeredHead : styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
