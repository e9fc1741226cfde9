import { Button, Card, PageHeader, usePageMeta } from '@fns/design-system';
import { Icon } from '../../components/icons/icon';
import { PageSection } from '../../components/page-section/page-section';
import { DEMO_AVATAR, PHASE_DEMOS } from './card-demo-content';
import { CardPropsTable } from './card-props-table';
import styles from './demos.module.scss';
import cardStyles from './card-demo-page.module.scss';

export default function CardDemoPage() {
  usePageMeta({
    title: 'Card Showcase',
    description: 'The five card variants of the design system: standard, feature, testimonial, phase and custom, with their props.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Design system"
        title="Card Showcase"
        intro="Standard, feature, testimonial, phase and custom cards, and the props that shape them."
      />
      <PageSection id="card-variants" title="Variants">
        <ul className={styles.grid}>
          <li>
            <Card
              variant="standard"
              header={<strong>Header</strong>}
              title="Standard card"
              description="Header, title, description and footer: the everyday container."
              footer={<a href="#card-props">See all props</a>}
              className={styles.fill}
            />
          </li>
          <li>
            <Card
              variant="feature"
              icon={<Icon name="compass" />}
              title="Feature card"
              description="An icon and the gold 37-degree corner mark a key capability."
              className={styles.fill}
            />
          </li>
          <li>
            <Card
              variant="testimonial"
              quote="Having a partner in my corner changed how I lead."
              authorName="Maya Chen"
              authorCompany="Founder, Loomwork"
              authorImage={DEMO_AVATAR}
              className={styles.fill}
            />
          </li>
          <li>
            <Card
              variant="phase"
              phase="BUILD"
              title="Phase card"
              description="A phase badge and accent in the phase's colour."
              className={styles.fill}
            />
          </li>
          <li>
            <Card variant="custom" className={styles.fill}>
              <div className={cardStyles.custom}>
                <h3 className={cardStyles.customTitle}>Custom card</h3>
                <p className={cardStyles.metric}>
                  <strong>3 of 4</strong> milestones this week
                </p>
                <div
                  className={cardStyles.progress}
                  role="progressbar"
                  aria-label="Weekly milestones"
                  aria-valuemin={0}
                  aria-valuemax={4}
                  aria-valuenow={3}
                />
                <Button variant="relationship" size="form">
                  Any content
                </Button>
              </div>
            </Card>
          </li>
        </ul>
      </PageSection>
      <PageSection
        id="phase-cards"
        tone="white"
        title="Phase cards"
        lead="Each phase has its own colour; phaseColor overrides it with another token colour."
      >
        <ul className={styles.grid}>
          {PHASE_DEMOS.map((demo) => (
            <li key={demo.phase}>
              <Card variant="phase" phase={demo.phase} title={demo.title} description={demo.description} className={styles.fill} />
            </li>
          ))}
          <li>
            <Card
              variant="phase"
              phase="LAUNCH"
              phaseColor="teal"
              title="Custom phase colour"
              description='phase="LAUNCH" with phaseColor="teal".'
              className={styles.fill}
            />
          </li>
        </ul>
      </PageSection>
      <PageSection id="card-props" title="Props">
        <CardPropsTable />
      </PageSection>
    </>
  );
}
