import { Card, Reveal } from '@fns/design-system';
import { JOURNEY } from './home-content';
import styles from './journey-steps.module.scss';

/** FACE → ADAPT → BUILD → THRIVE as an ordered list of phase cards. */
export function JourneySteps() {
  return (
    <ol className={styles.steps}>
      {JOURNEY.map((step, index) => (
        <Reveal as="li" key={step.phase} delay={index * 0.1} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Card variant="phase" phase={step.phase} title={step.title} description={step.description} className={styles.card} />
        </Reveal>
      ))}
    </ol>
  );
}
