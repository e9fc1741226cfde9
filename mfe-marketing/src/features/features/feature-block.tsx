import { Button, Reveal } from '@fns/design-system';
import { Icon } from '../../components/icons/icon';
import type { FeatureSection } from './features-content';
import styles from './feature-block.module.scss';

/** One feature: its promise, four bullets and a button that only logs (SPEC section 2). */
export function FeatureBlock({ feature, index }: { feature: FeatureSection; index: number }) {
  const titleId = `${feature.id}-title`;
  return (
    <section id={feature.id} aria-labelledby={titleId} className={index % 2 ? `${styles.block} ${styles.flipped}` : styles.block}>
      <Reveal className={styles.inner}>
        <div className={styles.visual} aria-hidden="true">
          <Icon name={feature.icon} className={styles.icon} />
          <span className={styles.index}>{String(index + 1).padStart(2, '0')}</span>
        </div>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {feature.title}
          </h2>
          <p className={styles.lead}>{feature.lead}</p>
          <ul className={styles.bullets}>
            {feature.bullets.map((bullet) => (
              <li key={bullet}>
                <Icon name="check" className={styles.check} />
                {bullet}
              </li>
            ))}
          </ul>
          <Button variant="relationship" onClick={() => console.info(`Features: "${feature.action}" clicked (${feature.title})`)}>
            {feature.action}
          </Button>
        </div>
      </Reveal>
    </section>
  );
}
