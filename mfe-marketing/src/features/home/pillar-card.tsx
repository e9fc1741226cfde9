import { Card } from '@fns/design-system';
import { Icon } from '../../components/icons/icon';
import type { Pillar } from './home-content';
import styles from './pillar-card.module.scss';

/** One of the three pillars: challenge, solution and outcome, then three benefits. */
export function PillarCard({ pillar }: { pillar: Pillar }) {
  return (
    <Card variant="feature" icon={<Icon name={pillar.icon} />} title={pillar.title} className={styles.card}>
      <dl className={styles.facts}>
        <div>
          <dt>The challenge</dt>
          <dd>{pillar.challenge}</dd>
        </div>
        <div>
          <dt>Our solution</dt>
          <dd>{pillar.solution}</dd>
        </div>
        <div>
          <dt>The outcome</dt>
          <dd>{pillar.outcome}</dd>
        </div>
      </dl>
      <ul className={styles.benefits} aria-label={`${pillar.title} benefits`}>
        {pillar.benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" className={styles.check} />
            {benefit}
          </li>
        ))}
      </ul>
    </Card>
  );
}
