import { PREVIEW_PARAM } from '@fns/contracts/remotes';
import { type PageLoaderArgs } from '@fns/design-system';
import { type Deferred, MovedError } from '@fns/design-system/data';
import { fetchPostBySlug, isPostPublic, type PostDetail, type PostSummary } from '../../lib/posts-api';
import { fetchRelatedPosts } from '../related-posts/related-posts';

/** The post page's data: the post, and other posts of its phase. */
export interface PostPageData {
  post: Deferred<PostDetail>;
  related: Deferred<PostSummary[]>;
}

/** A preview link's post, its unsaved changes applied, and whether readers see a published version meanwhile. */
async function fetchPreview(slug: string | undefined, previewToken: string, signal: AbortSignal): Promise<PostDetail> {
  const [post, publishedVersion] = await Promise.all([
    fetchPostBySlug(slug, { previewToken, signal }),
    slug ? isPostPublic(slug, signal) : false,
  ]);
  return { ...post, publishedVersion };
}

/**
 * The post the address names. One that comes back under another slug (the API followed a former
 * slug to the current one) has moved: the page goes to its current address, query string kept. A
 * preview stays where it is: its slug may be one of the unsaved changes.
 */
async function loadPost(slug: string | undefined, url: URL, signal: AbortSignal): Promise<PostDetail> {
  const previewToken = url.searchParams.get(PREVIEW_PARAM);
  const post = previewToken ? await fetchPreview(slug, previewToken, signal) : await fetchPostBySlug(slug, { signal });
  if (!post.preview && post.slug !== slug) throw new MovedError(`/blog/${encodeURIComponent(post.slug)}${url.search}`);
  return post;
}

/**
 * Returns at once (the browser shows "Loading post..." meanwhile); the server settles the promises
 * before it renders, and answers a moved post with a 301 to its new address.
 */
export function loader({ params, request }: PageLoaderArgs): PostPageData {
  const post = loadPost(params.slug, new URL(request.url), request.signal);
  // Related stories are extra: without them the post shows as it is.
  const related = post.then((loaded) => fetchRelatedPosts(loaded, request.signal)).catch(() => []);
  return { post, related };
}
