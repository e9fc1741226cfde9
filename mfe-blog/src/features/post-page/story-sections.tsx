import type { PostDetail } from '../../lib/posts-api';
import styles from './story-sections.module.scss';

const hasPartnership = (post: PostDetail) =>
  Boolean(post.partnerName || post.partnerRole || post.partnerContribution || post.partnershipOutcome);

/** Initial Vision, Reality Check and — only when a partner field is present — the partnership. */
export function StorySections({ post }: { post: PostDetail }) {
  return (
    <div className={styles.sections}>
      {post.vision && (
        <section className={styles.card} aria-labelledby="vision-title">
          <h2 id="vision-title">Initial Vision</h2>
          <p>{post.vision}</p>
        </section>
      )}
      {post.reality && (
        <section className={`${styles.card} ${styles.reality}`} aria-labelledby="reality-title">
          <h2 id="reality-title">Reality Check</h2>
          <p>{post.reality}</p>
        </section>
      )}
      {hasPartnership(post) && (
        <section className={`${styles.card} ${styles.partnership}`} aria-labelledby="partnership-title">
          <h2 id="partnership-title">Partnership</h2>
          {(post.partnerName || post.partnerRole) && (
            <p className={styles.partner}>
              <strong>{post.partnerName}</strong>
              {post.partnerName && post.partnerRole ? ', ' : ''}
              {post.partnerRole}
            </p>
          )}
          {post.partnerContribution && <p>{post.partnerContribution}</p>}
          {post.partnershipOutcome && (
            <p>
              <strong>What it changed:</strong> {post.partnershipOutcome}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
