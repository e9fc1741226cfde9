import { type Deferred, useDeferred } from '@fns/design-system/data';
import { useCallback } from 'react';
import type { Phase } from '../../lib/phases';
import { fetchPosts, type PostSummary } from '../../lib/posts-api';
import { errorMessage, useFetched } from '../../lib/use-fetched';
import { PostsGrid } from './posts-grid';

/** One choice of the reader's: a phase, or none (every post). Each choice is a new object, and fetches. */
export interface PostsFilter {
  phase: Phase | null;
}

/** The posts grid: every post from the page's data until the reader chooses, then the posts of each choice, fetched (SPEC: any change refetches). */
export function LatestStories({ filter, allPosts }: { filter: PostsFilter | null; allPosts: Deferred<PostSummary[]> }) {
  const pagePosts = useDeferred(allPosts);
  const loadChosen = useCallback((signal: AbortSignal) => fetchPosts(filter?.phase ?? null, signal), [filter]);
  const chosen = useFetched(loadChosen, filter !== null);
  const posts = filter === null ? pagePosts : chosen;
  if (posts.status === 'loading') return <p role="status">Loading posts...</p>;
  if (posts.status === 'error') return <p role="alert">Error loading posts: {errorMessage(posts.error)}</p>;
  if (posts.data.length === 0) return <p>No stories in this phase yet.</p>;
  return <PostsGrid posts={posts.data} />;
}
