import type { PostContent, PostDetail } from '@fns/contracts';

/** GET /api/posts/{id}: what the editor reads of the post (the API's answer carries more). */
export type EditablePost = PostContent & Pick<PostDetail, 'id' | 'version'>;

/**
 * POST /api/posts and PUT /api/posts/{id}: the body the editor sends. A slug or publishAt left out
 * keeps the stored one (or, on create, the server generates the slug and publishes now).
 */
export interface PostBody extends Omit<PostContent, 'slug' | 'publishAt'> {
  slug?: string | null;
  publishAt?: string | null;
}
