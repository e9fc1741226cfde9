import { type Deferred, useDeferred } from '@fns/design-system/data';
import { isPhase } from '../../lib/phases';
import { fetchPosts, type PostDetail, type PostSummary } from '../../lib/posts-api';
import { PostCard } from '../blog-list/post-card';
import styles from './related-posts.module.scss';

export const RELATED_COUNT = 3;

/** Other published stories of the post's phase, newest first. */
export async function fetchRelatedPosts(post: PostDetail, signal?: AbortSignal): Promise<PostSummary[]> {
  const phase = post.category?.name;
  if (!isPhase(phase)) return [];
  return (await fetchPosts(phase, signal)).filter((other) => other.id !== post.id).slice(0, RELATED_COUNT);
}

/** "More from {phase}": shown once the related stories are there, and only if there are some. */
export function RelatedPosts({ current, related }: { current: PostDetail; related: Deferred<PostSummary[]> }) {
  const others = useDeferred(related);
  if (others.status !== 'loaded' || others.data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">More from the {current.category?.name} phase</h2>
      <ul className={styles.grid}>
        {others.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
