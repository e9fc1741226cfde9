import type { PostDetail } from '../../lib/posts-api';
import styles from './connection-map.module.scss';

/** Vision → Reality → Partnership → Outcome, linked by the Challenge, Solution and Result labels. */
export function ConnectionMap({ post }: { post: PostDetail }) {
  const nodes = [
    { name: 'Vision', text: post.vision },
    { name: 'Reality', text: post.reality },
    { name: 'Partnership', text: post.partnerName ?? post.partnershipOutcome },
    { name: 'Outcome', text: post.outcome },
  ];
  const links = ['Challenge', 'Solution', 'Result'];
  return (
    <section className={styles.map} aria-labelledby="map-title">
      <h2 id="map-title">How the story connects</h2>
      <ol className={styles.flow}>
        {nodes.map((node, index) => (
          <li key={node.name} className={styles.step}>
            <span className={styles.node}>{node.name}</span>
            {node.text && <span className={styles.detail}>{node.text}</span>}
            {links[index] && <span className={styles.link}>{links[index]}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
