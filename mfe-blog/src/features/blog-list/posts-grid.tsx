import { useRef } from 'react';
import type { PostSummary } from '../../lib/posts-api';
import { PostCard } from './post-card';
import { useCardConnectors } from './use-card-connectors';
import styles from './posts-grid.module.scss';

/** The posts grid with the connector lines drawn behind the cards. */
export function PostsGrid({ posts }: { posts: PostSummary[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const segments = useCardConnectors(listRef, posts.length);
  return (
    <div className={styles.wrapper}>
      <svg className={styles.connectors} aria-hidden="true" focusable="false">
        {segments.map((segment) => (
          <line key={`${segment.x1},${segment.y1}-${segment.x2},${segment.y2}`} {...segment} />
        ))}
      </svg>
      <ul ref={listRef} className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
