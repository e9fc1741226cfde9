import { apiUrl } from '@fns/design-system';

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  category: unknown;
  image: string | null;
  vision: string | null;
  reality: string | null;
  outcome: string | null;
}

export interface PostDetail extends Omit<PostSummary, 'category'> {
  category: { id: number; name: string } | null;
  content: string;
}

/** GET /api/posts; a non-ok status gives "HTTP error! status: {code}" (SPEC section 8). */
export async function fetchPosts(): Promise<PostSummary[]> {
  const response = await fetch(apiUrl('/posts'));
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as PostSummary[];
}

/** GET /api/posts/slug/{slug}; null when the post is not found or not published. */
export async function fetchPostBySlug(slug: string | undefined): Promise<PostDetail | null> {
  if (!slug) throw new Error('No post slug provided.');
  const response = await fetch(apiUrl(`/posts/slug/${encodeURIComponent(slug)}`));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as PostDetail;
}
