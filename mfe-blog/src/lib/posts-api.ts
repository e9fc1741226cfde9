import type { FeaturedPost as ApiFeaturedPost, PostDetail as ApiPostDetail, PostSummary as ApiPostSummary } from '@fns/contracts';
import { apiUrl, readMessage } from '@fns/design-system';
import { type Deferred, NotFoundError } from '@fns/design-system/data';
import type { Phase } from './phases';

/** What a card shows of a listed post. Lists keep only this, so a page's data carries no post bodies. */
export type PostSummary = Pick<ApiPostSummary, 'id' | 'slug' | 'title' | 'category' | 'image' | 'vision' | 'reality' | 'imagePlaceholders'>;

/** A featured card: the summary plus the quote and the before/after pair. */
export type FeaturedPost = PostSummary & Pick<ApiFeaturedPost, 'quote' | 'before' | 'after'>;

/** GET /api/posts/slug/{slug}: `category` is `{ id, name }`. */
export interface PostDetail extends ApiPostDetail {
  /** True in the answer to a preview link: the post with its unsaved changes applied. */
  preview?: boolean;
  /** For a preview, from the post's public read (not the API's answer): whether readers see a published version meanwhile. */
  publishedVersion?: boolean;
}

/**
 * Of a post's placeholders, those of the images a card shows (each about 400 bytes of the page's
 * data). An API from before placeholders sends none: the images then load without one.
 */
const placeholdersOf = (placeholders: Record<string, string> | undefined, shown: ReadonlyArray<string | null>) =>
  Object.fromEntries(shown.flatMap((url) => (url && placeholders?.[url] ? [[url, placeholders[url]]] : [])));

/** A listed post as a card shows it, with its image's placeholder unless `withPlaceholder` is false. */
const summary = (
  { id, slug, title, category, image, vision, reality, imagePlaceholders }: PostSummary,
  withPlaceholder = true,
): PostSummary => ({
  id,
  slug,
  title,
  category,
  image,
  vision,
  reality,
  imagePlaceholders: withPlaceholder ? placeholdersOf(imagePlaceholders, [image]) : {},
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

/**
 * The cards that keep their image's placeholder: the grid's first two rows (on a phone, its first
 * six cards). The images further down start loading long before they are scrolled to, and each
 * placeholder is about 0.4 KB of the page twice over (its HTML and its data), which gzip barely shrinks.
 */
const CARDS_WITH_PLACEHOLDERS = 6;

/** GET /api/posts[?category=]; a non-ok status gives "HTTP error! status: {code}". */
export async function fetchPosts(category: Phase | null, signal?: AbortSignal): Promise<PostSummary[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const response = await fetch(apiUrl(`/posts${query}`), { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return ((await response.json()) as ApiPostSummary[]).map((post, index) => summary(post, index < CARDS_WITH_PLACEHOLDERS));
}

/** The blog page's data, from its loader: promises in the browser, settled when the server sent them. */
export interface BlogListData {
  featured: Deferred<FeaturedPost[]>;
  posts: Deferred<PostSummary[]>;
}

/** GET /api/posts/featured; the error message is the server's, else a fixed fallback. */
export async function fetchFeaturedPosts(signal?: AbortSignal): Promise<FeaturedPost[]> {
  const response = await fetch(apiUrl('/posts/featured'), { signal });
  if (!response.ok) throw new Error((await readMessage(response)) ?? POST_ERRORS.featuredFallback);
  return ((await response.json()) as ApiFeaturedPost[]).map(({ quote, before, after, ...post }) => ({
    ...summary(post),
    // The card shows its before image (or the cover when it has none), and the after one on hover.
    imagePlaceholders: placeholdersOf(post.imagePlaceholders, [before ?? post.image, after]),
    quote,
    before,
    after,
  }));
}

const postUrl = (slug: string, previewToken?: string) =>
  apiUrl(`/posts/slug/${encodeURIComponent(slug)}${previewToken ? `?preview=${encodeURIComponent(previewToken)}` : ''}`);

/**
 * GET /api/posts/slug/{slug}[?preview={token}]. The API answers a former slug with a 301 to the
 * current one, which fetch follows: the post that comes back then has another slug. A preview token
 * that has expired or is not this post's is a 404, as an unknown slug.
 */
export async function fetchPostBySlug(
  slug: string | undefined,
  { previewToken, signal }: { previewToken?: string; signal?: AbortSignal } = {},
): Promise<PostDetail> {
  if (!slug) throw new Error(POST_ERRORS.noSlug);
  const response = await fetch(postUrl(slug, previewToken), { signal });
  if (response.status === 404) throw new PostNotFoundError();
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const post = (await response.json()) as PostDetail;
  // The page shows the before and after images; `image` is the link previews' picture only.
  return { ...post, imagePlaceholders: placeholdersOf(post.imagePlaceholders, [post.beforeImage, post.afterImage]) };
}

/** Whether readers see the post at `slug` now: its public read answers (HEAD: the body is not needed). */
export async function isPostPublic(slug: string, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch(postUrl(slug), { method: 'HEAD', signal });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return true;
}
