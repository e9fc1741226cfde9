import { Card } from '@fns/design-system';
import { Icon } from '../../components/icons/icon';
import type { HelpTopic } from './help-content';
import styles from './help-topic-card.module.scss';

/** A help topic; the whole card is one button that only logs (SPEC: no navigation). */
export function HelpTopicCard({ topic }: { topic: HelpTopic }) {
  return (
    <Card variant="standard" icon={<Icon name={topic.icon} />} title={topic.title} description={topic.description} className={styles.card}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Browse topic: ${topic.title}`}
        onClick={() => console.info(`Help topic selected: ${topic.title}`)}
      >
        Browse topic
        <Icon name="arrowRight" />
      </button>
    </Card>
  );
}
