import type { ReactNode, Ref } from 'react';
import type { Noun } from '../lib/counted-noun';
import styles from './list-section.module.scss';

interface ListSectionProps {
  heading: string;
  /** The heading's id: the table inside is named by it. */
  headingId: string;
  /** Takes the focus when a row's own button goes away (a deleted entry, a retried mail). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the list holds: "Loading sign-ups..." while a page loads. */
  noun: Noun;
  loading: boolean;
  /** The count line once loaded, e.g. "12 sign-ups"; null after a failure. */
  count: string | null;
  /** Search, filters and list actions, above the rows. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A card holding one list of the console: its heading and count (a status region), its tools, then its rows. */
export function ListSection({ heading, headingId, headingRef, noun, loading, count, tools, children }: ListSectionProps) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        <p role="status" className={styles.count}>
          {loading ? `Loading ${noun.many}...` : (count ?? '')}
        </p>
      </div>
      {tools && <div className={styles.tools}>{tools}</div>}
      {children}
    </section>
  );
}
