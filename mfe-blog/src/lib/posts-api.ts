import { apiUrl, type Deferred, NotFoundError, readMessage } from '@fns/design-system';
import type { Phase } from './phases';

/** A post as the API lists it (SPEC section 3): `category` is the category's name. */
interface ApiPost {
  id: number;
  slug: string;
  title: string;
  category: unknown;
  image: string | null;
  featured: boolean;
  vision: string | null;
  reality: string | null;
  outcome: string | null;
  content: string;
  beforeImage: string | null;
  afterImage: string | null;
  partnerName: string | null;
  partnerRole: string | null;
  partnerContribution: string | null;
  partnershipOutcome: string | null;
  publishedAt: string | null;
}

/** What a card shows of a listed post. Lists keep only this, so a page's data carries no post bodies. */
export type PostSummary = Pick<ApiPost, 'id' | 'slug' | 'title' | 'category' | 'image' | 'vision' | 'reality'>;

/** A featured card: the summary plus the quote and the before/after pair. */
export interface FeaturedPost extends PostSummary {
  quote: string | null;
  before: string | null;
  after: string | null;
}

/** GET /api/posts/slug/{slug}: `category` is `{ id, name }`. */
export interface PostDetail extends Omit<ApiPost, 'category'> {
  category: { id: number; name: string } | null;
  quote: string | null;
}

const summary = ({ id, slug, title, category, image, vision, reality }: PostSummary): PostSummary => ({
  id,
  slug,
  title,
  category,
  image,
  vision,
  reality,
});

export const POST_ERRORS = {
  noSlug: 'No post slug provided.',
  notFound: 'Post not found or not published.',
  featuredFallback: 'Network response was not ok',
} as const;

/** Thrown for a slug the API does not know (or a draft): the page shows its not-found state, the server answers 404. */
export class PostNotFoundError extends NotFoundError {
  constructor() {
    super(POST_ERRORS.notFound);
  }
}

/** GET /api/posts[?category=]; a non-ok status gives "HTTP error! status: {code}". */
export async function fetchPosts(category: Phase | null, signal?: AbortSignal): Promise<PostSummary[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const response = await fetch(apiUrl(`/posts${query}`), { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return ((await response.json()) as ApiPost[]).map(summary);
}

/** The blog page's data, from its loader: promises in the browser, settled when the server sent them. */
export interface BlogListData {
  featured: Deferred<FeaturedPost[]>;
  posts: Deferred<PostSummary[]>;
}

/** The post page's data: the post, and other posts of its phase. */
export interface PostPageData {
  post: Deferred<PostDetail>;
  related: Deferred<PostSummary[]>;
}

/** GET /api/posts/featured; the error message is the server's, else a fixed fallback. */
export async function fetchFeaturedPosts(signal?: AbortSignal): Promise<FeaturedPost[]> {
  const response = await fetch(apiUrl('/posts/featured'), { signal });
  if (!response.ok) throw new Error((await readMessage(response)) ?? POST_ERRORS.featuredFallback);
  return ((await response.json()) as FeaturedPost[]).map(({ quote, before, after, ...post }) => ({
    ...summary(post),
    quote,
    before,
    after,
  }));
}

/** GET /api/posts/slug/{slug}. */
export async function fetchPostBySlug(slug: string | undefined, signal?: AbortSignal): Promise<PostDetail> {
  if (!slug) throw new Error(POST_ERRORS.noSlug);
  const response = await fetch(apiUrl(`/posts/slug/${encodeURIComponent(slug)}`), { signal });
  if (response.status === 404) throw new PostNotFoundError();
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as PostDetail;
}
