import type { NewsletterOverview } from '@fns/contracts';
import { SectionCard } from '../../components/section-card';
import { NEWSLETTER_TEXTS } from './newsletter-texts';
import styles from './newsletter-send.module.scss';

/**
 * The mail as it will be sent: its subject, its HTML in a frame that runs nothing and reaches nothing
 * of the console (an empty sandbox: no scripts, not same-origin), and its plain-text part.
 */
export function NewsletterPreview({ overview: { subject, html, text } }: { overview: NewsletterOverview }) {
  return (
    <SectionCard heading={NEWSLETTER_TEXTS.preview}>
      <p className={styles.subject}>{NEWSLETTER_TEXTS.subject(subject)}</p>
      <iframe sandbox="" srcDoc={html} title={NEWSLETTER_TEXTS.frame} className={styles.frame} />
      <details className={styles.plainText}>
        <summary>{NEWSLETTER_TEXTS.plainText}</summary>
        <pre>{text}</pre>
      </details>
    </SectionCard>
  );
}
