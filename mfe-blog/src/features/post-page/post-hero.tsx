import { Link } from 'react-router-dom';
import { isPhase } from '../../lib/phases';
import type { PostDetail } from '../../lib/posts-api';
import { readingMinutes, splitTitle } from '../../lib/post-text';
import styles from './post-hero.module.scss';

/** Badges, the two-colour title and the reading time. */
export function PostHero({ post }: { post: PostDetail }) {
  const { concept, action } = splitTitle(post.title);
  const category = post.category?.name ?? 'Uncategorized';
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.badges}>
          {isPhase(category) ? (
            // Arrives at the blog list as navigation state, which filters the grid by this phase.
            <Link to="/blog" state={{ category }} className={styles.category} aria-label={`More ${category} stories`}>
              {category}
            </Link>
          ) : (
            <span className={styles.category}>{category}</span>
          )}
          {post.outcome && <span className={styles.outcome}>{post.outcome}</span>}
        </p>
        <h1 className={styles.title}>
          <span className={styles.concept}>{concept}</span> <span className={styles.action}>{action}</span>
        </h1>
        <p className={styles.meta}>{readingMinutes(post.content)} min read</p>
      </div>
    </header>
  );
}
