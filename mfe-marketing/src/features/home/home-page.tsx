import { PRODUCT_NAME, Reveal, usePageMeta } from '@fns/design-system';
import { CtaBand } from '../../components/cta-band/cta-band';
import { PageSection } from '../../components/page-section/page-section';
import { FREE_TRIAL_DAYS, PILLARS } from './home-content';
import { HomeHero } from './home-hero';
import { JourneySteps } from './journey-steps';
import { PillarCard } from './pillar-card';
import styles from './home-page.module.scss';

/** schema.org Organization for search engines (the shell adds the site's URL). */
const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: PRODUCT_NAME,
  description: 'A partner for startup founders through every phase: strategic thinking, emotional resilience and practical guidance.',
};

export default function HomePage() {
  usePageMeta({
    title: 'Founders Never Solo',
    exactTitle: true,
    description:
      'A partner for startup founders: strategic thinking, emotional resilience and practical guidance through every phase. Start a 14-day free trial.',
    structuredData: ORGANIZATION,
  });
  return (
    <>
      <HomeHero />
      <PageSection
        id="pillars"
        title="Three pillars. One partner."
        lead="Most startups do not fail for lack of effort. They fail when founders stop seeing clearly, run out of steam, or never turn ideas into a plan. We work on all three."
      >
        <ul className={styles.pillars}>
          {PILLARS.map((pillar, index) => (
            <Reveal as="li" key={pillar.title} delay={index * 0.1}>
              <PillarCard pillar={pillar} />
            </Reveal>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="journey"
        tone="sand"
        title="Your journey in four steps"
        lead="Every founder moves through the same four phases. We meet you where you are and walk the rest of the way with you."
      >
        <JourneySteps />
      </PageSection>
      <CtaBand
        id="start-trial"
        title="Ready to face reality with a partner?"
        text={`Try everything free for ${FREE_TRIAL_DAYS} days: full access to all three pillars, no credit card required.`}
        action="Start Free Trial"
        note="Join the wait list today and we'll send your invitation as soon as a spot opens."
      />
    </>
  );
}
