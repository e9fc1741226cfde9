import type { Phase } from '../../lib/phases';
import { fetchPosts } from '../../lib/posts-api';
import { errorMessage, useFetched } from '../../lib/use-fetched';
import { PostsGrid } from './posts-grid';

/** The posts grid; every change of the phase filter fetches again. */
export function LatestStories({ phase }: { phase: Phase | null }) {
  const posts = useFetched((signal) => fetchPosts(phase, signal), [phase]);
  if (posts.status === 'loading') return <p role="status">Loading posts...</p>;
  if (posts.status === 'error') return <p role="alert">Error loading posts: {errorMessage(posts.error)}</p>;
  if (posts.data.length === 0) return <p>No stories in this phase yet.</p>;
  return <PostsGrid posts={posts.data} />;
}
