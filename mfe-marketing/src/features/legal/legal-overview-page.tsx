import { Card, PageHeader, Reveal, usePageMeta } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { CtaBand } from '../../components/cta-band/cta-band';
import { Icon } from '../../components/icons/icon';
import { PageSection } from '../../components/page-section/page-section';
import { LEGAL_BLOCKS } from './legal-overview-content';
import { POLICY_LAST_UPDATED } from './legal-types';
import styles from './legal-overview-page.module.scss';

export default function LegalOverviewPage() {
  usePageMeta({
    title: 'Legal',
    description: 'Privacy, terms and security at Founders Never Solo, in plain language, with links to the full policies.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Legal"
        intro="Privacy, terms and security in plain language first, with the full legal text one click away."
      />
      <PageSection
        id="legal-summary"
        title="The short version"
        lead={`Each summary below is followed by the legal points behind it. Policies last updated ${POLICY_LAST_UPDATED}.`}
      >
        <ul className={styles.blocks}>
          {LEGAL_BLOCKS.map((block, index) => (
            <Reveal as="li" key={block.id} delay={index * 0.1}>
              <Card
                variant="standard"
                icon={<Icon name={block.icon} />}
                title={block.title}
                className={styles.card}
                footer={
                  block.link ? (
                    <Link to={block.link.to} className={styles.link}>
                      {block.link.label}
                      <Icon name="arrowRight" />
                    </Link>
                  ) : null
                }
              >
                <p className={styles.label}>In plain language</p>
                <p className={styles.summary}>{block.summary}</p>
                <p className={styles.label}>The legal details</p>
                <ul className={styles.points}>
                  {block.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Card>
            </Reveal>
          ))}
        </ul>
        <p className={styles.more}>
          Curious about cookies? Our <Link to="/cookies-policy">Cookies Policy</Link> explains what we store and lets you choose.
        </p>
      </PageSection>
      <CtaBand
        id="legal-start"
        title="Clear terms. Real support."
        text="No fine-print surprises: a 14-day free trial with full access and no credit card, and a 30-day money-back guarantee when you subscribe."
        action="Start Your Journey"
      />
    </>
  );
}
