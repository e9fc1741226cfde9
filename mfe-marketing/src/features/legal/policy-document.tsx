import { buttonClassName, PageHeader } from '@fns/design-system';
import { TableOfContents } from '@fns/design-system/table-of-contents';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LegalBlock } from './legal-block';
import { POLICY_LAST_UPDATED, type LegalSection } from './legal-types';
import styles from './policy-document.module.scss';

export interface PolicyDocumentProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Extra content after the sections, before the closing contact link. */
  children?: ReactNode;
}

/** A long legal text: table of contents beside the sections, then a way to reach us. */
export function PolicyDocument({ title, intro, sections, children }: PolicyDocumentProps) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} intro={intro}>
        <p className={styles.updated}>
          Last updated: <time dateTime="2025-04-14">{POLICY_LAST_UPDATED}</time>
        </p>
      </PageHeader>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <TableOfContents items={sections} className={styles.toc} />
        </aside>
        <article className={styles.article} aria-label={title}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              {section.content.map((block, index) => (
                <LegalBlock key={index} block={block} />
              ))}
            </section>
          ))}
          {children}
          <section aria-labelledby="policy-questions-title" className={styles.closing}>
            <h2 id="policy-questions-title" className={styles.sectionTitle}>
              Still have questions?
            </h2>
            <p>We are happy to explain anything in plain language.</p>
            <Link to="/contact" className={buttonClassName({ variant: 'primary' })}>
              Contact Us
            </Link>
          </section>
        </article>
      </div>
    </>
  );
}
