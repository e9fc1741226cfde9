import { Button, Card, useOpenWaitlist, PageHeader, Reveal, usePageMeta } from '@fns/design-system';
import { Icon } from '../../components/icons/icon';
import { TRUTH_SEEKERS } from './truth-seekers';
import styles from './about-page.module.scss';

const INTRO =
  'Most startups fail — nine in ten by the usual count — and rarely for lack of effort. They fail when founders stop seeing clearly and start carrying everything alone. We exist so no founder has to.';

export default function AboutPage() {
  const openWaitlist = useOpenWaitlist();
  usePageMeta({
    title: 'Our Purpose',
    description: 'Why Founders Never Solo exists: no founder should face the hardest decisions alone.',
  });
  return (
    <>
      <PageHeader eyebrow="About us" title="Our Purpose" intro={INTRO} />
      <section className={styles.section} aria-labelledby="truth-seekers-title">
        <h2 id="truth-seekers-title">The Truth Seekers</h2>
        <p className={styles.lead}>Three commitments guide everything we build.</p>
        <ul className={styles.cards}>
          {TRUTH_SEEKERS.map((seeker, index) => (
            <Reveal as="li" key={seeker.title} delay={index * 0.1}>
              <Card
                variant="feature"
                title={seeker.title}
                description={seeker.description}
                icon={<Icon name={seeker.icon} />}
                className={styles.card}
              />
            </Reveal>
          ))}
        </ul>
      </section>
      <section className={styles.closing} aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">Ready to stop building alone?</h2>
        <p>Join the founders who face reality with a partner beside them.</p>
        <Button variant="insight" size="cta" onClick={openWaitlist}>
          BEGIN YOUR JOURNEY
        </Button>
      </section>
    </>
  );
}
