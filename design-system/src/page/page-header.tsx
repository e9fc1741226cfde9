import type { ReactNode } from 'react';
import styles from './page-header.module.scss';

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The opening band of a page: its one h1, with the motif's angled edge. */
export function PageHeader({ title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
