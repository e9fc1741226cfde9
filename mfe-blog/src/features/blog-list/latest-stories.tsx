import { type Deferred, useDeferred } from '@fns/design-system/data';
import { useCallback } from 'react';
import type { Phase } from '../../lib/phases';
import { fetchPosts, type PostSummary } from '../../lib/posts-api';
import { errorMessage, useFetched } from '../../lib/use-fetched';
import { PostsGrid } from './posts-grid';

/** The posts grid: every post from the page's data, or a phase's, fetched again on every change of the filter. */
export function LatestStories({ phase, allPosts }: { phase: Phase | null; allPosts: Deferred<PostSummary[]> }) {
  const all = useDeferred(allPosts);
  const loadPhase = useCallback((signal: AbortSignal) => fetchPosts(phase, signal), [phase]);
  const filtered = useFetched(loadPhase, phase !== null);
  const posts = phase === null ? all : filtered;
  if (posts.status === 'loading') return <p role="status">Loading posts...</p>;
  if (posts.status === 'error') return <p role="alert">Error loading posts: {errorMessage(posts.error)}</p>;
  if (posts.data.length === 0) return <p>No stories in this phase yet.</p>;
  return <PostsGrid posts={posts.data} />;
}
