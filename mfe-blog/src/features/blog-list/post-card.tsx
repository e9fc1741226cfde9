import { Link } from 'react-router-dom';
import type { PostSummary } from '../../lib/posts-api';
import styles from './post-card.module.scss';

export const EXCERPT_LENGTH = 60;

/** Vision and reality are cut to 60 characters plus an ellipsis on cards (SPEC section 2). */
export function excerpt(text: string | null): string {
  if (!text) return '';
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

export function categoryLabel(category: unknown): string {
  return typeof category === 'string' ? category : 'Uncategorized';
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={styles.card}>
      {post.image && <img className={styles.image} src={post.image} alt="" loading="lazy" width={600} height={315} />}
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(post.category)}</p>
        <h3 className={styles.title}>{post.title}</h3>
        <p>
          <strong>Vision:</strong> {excerpt(post.vision)}
        </p>
        <p>
          <strong>Reality:</strong> {excerpt(post.reality)}
        </p>
        <Link to={`/blog/${post.slug}`} className={styles.more} aria-label={`Read more: ${post.title}`}>
          Read More
        </Link>
      </div>
    </article>
  );
}
