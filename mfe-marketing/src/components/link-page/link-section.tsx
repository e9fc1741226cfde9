import type { ReactNode } from 'react';
import styles from './link-page.module.scss';

interface LinkSectionProps {
  /** Its heading's id (what names the section, and a form in it). */
  id: string;
  heading: string;
  /** A sentence under the heading. */
  text?: string;
  children?: ReactNode;
}

/** A sentence of a link's page section. */
export const LinkText = ({ children }: { children: ReactNode }) => <p className={styles.text}>{children}</p>;

/** A part of a link's page under its heading and sentence, set off by a rule: an h2, a sentence, then what it offers. */
export function LinkSection({ id, heading, text, children }: LinkSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {text && <LinkText>{text}</LinkText>}
      {children}
    </section>
  );
}
