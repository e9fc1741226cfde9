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
        {/* Plain lines, redrawn as the layout changes: their order is their identity (coordinates can repeat before layout). */}
        {segments.map((segment, index) => (
          <line key={index} {...segment} />
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
