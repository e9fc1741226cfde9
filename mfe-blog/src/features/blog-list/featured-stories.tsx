import { type Deferred, useDeferred } from '@fns/design-system/data';
import type { FeaturedPost } from '../../lib/posts-api';
import { errorMessage } from '../../lib/use-fetched';
import { FeaturedCard } from './featured-card';
import styles from './blog-list-page.module.scss';

export function FeaturedStories({ posts }: { posts: Deferred<FeaturedPost[]> }) {
  const featured = useDeferred(posts);
  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <h2 id="featured-title">Featured stories</h2>
      <p className={styles.lead}>Hover over or focus a story to see where it ended up.</p>
      {featured.status === 'loading' && (
        <p role="status" className={styles.featuredPending}>
          Loading posts...
        </p>
      )}
      {featured.status === 'error' && <p role="alert">Error loading featured stories: {errorMessage(featured.error)}</p>}
      {featured.status === 'loaded' &&
        (featured.data.length === 0 ? (
          <p>No featured stories found.</p>
        ) : (
          <ul className={styles.featuredGrid}>
            {featured.data.map((post, index) => (
              <li key={post.id}>
                <FeaturedCard post={post} first={index === 0} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
