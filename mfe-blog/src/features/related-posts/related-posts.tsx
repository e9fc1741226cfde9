import { isPhase } from '../../lib/phases';
import { fetchPosts, type PostDetail } from '../../lib/posts-api';
import { useFetched } from '../../lib/use-fetched';
import { PostCard } from '../blog-list/post-card';
import styles from './related-posts.module.scss';

export const RELATED_COUNT = 3;

/** "More from {phase}": other published stories of the same phase, newest first. */
export function RelatedPosts({ current }: { current: PostDetail }) {
  const phase = current.category?.name;
  const related = useFetched(async (signal) => (isPhase(phase) ? fetchPosts(phase, signal) : []), [phase]);
  if (related.status !== 'loaded') return null;
  const others = related.data.filter((post) => post.id !== current.id).slice(0, RELATED_COUNT);
  if (others.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">More from the {phase} phase</h2>
      <ul className={styles.grid}>
        {others.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
