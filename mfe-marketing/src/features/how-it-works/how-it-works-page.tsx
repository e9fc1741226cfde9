import { Button, Card, useOpenWaitlist, PageHeader, Reveal, usePageMeta } from '@fns/design-system';
import { Accordion } from '@fns/design-system/accordion';
import { CtaBand } from '../../components/cta-band/cta-band';
import { Icon } from '../../components/icons/icon';
import { PageSection } from '../../components/page-section/page-section';
import { HOW_IT_WORKS_FAQ, PROCESS_STEPS, TESTIMONIALS } from './how-it-works-content';
import styles from './how-it-works-page.module.scss';

export default function HowItWorksPage() {
  const openWaitlist = useOpenWaitlist();
  usePageMeta({
    title: 'How It Works',
    description: 'Connect, explore, develop and implement: how Founders Never Solo helps you move from hard truths to a plan that works.',
  });
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="How It Works"
        intro="From the first conversation to lasting change in four steps, with a partner beside you the whole way."
      >
        <Button variant="secondary" size="cta" className={styles.heroButton} onClick={openWaitlist}>
          Start Your Journey
        </Button>
      </PageHeader>
      <PageSection id="process" title="Four steps to clarity" lead="A simple process built around the way founders actually work.">
        <ol className={styles.steps}>
          {PROCESS_STEPS.map((step, index) => (
            <Reveal as="li" key={step.title} delay={index * 0.1} className={styles.step}>
              <span className={styles.stepNumber}>Step {index + 1}</span>
              <Card
                variant="standard"
                icon={<Icon name={step.icon} />}
                title={step.title}
                description={step.description}
                className={styles.card}
              />
            </Reveal>
          ))}
        </ol>
      </PageSection>
      <PageSection id="testimonials" tone="sand" title="Founders who stopped going it alone">
        <ul className={styles.testimonials}>
          {TESTIMONIALS.map((testimonial, index) => (
            <Reveal as="li" key={testimonial.authorName} delay={index * 0.1}>
              <Card variant="testimonial" {...testimonial} className={styles.card} />
            </Reveal>
          ))}
        </ul>
      </PageSection>
      <PageSection id="how-it-works-faq" title="Questions founders ask first">
        <Accordion items={HOW_IT_WORKS_FAQ} className={styles.faq} />
      </PageSection>
      <CtaBand
        id="how-it-works-start"
        title="Take the first step today"
        text="Step one is a conversation. Join the wait list and start your 14-day free trial as soon as your spot opens."
        action="Start Your Journey"
      />
    </>
  );
}
