import type {
  CategoryRef,
  toAdminListItem,
  toFeaturedPost,
  toPostDetail,
  toPostSummary,
  toRevisionDetail,
  toRevisionSummary,
} from '../modules/posts/post.mapper';
import type { createPreview, readPreview } from '../modules/posts/post-preview.service';

/**
 * A response's JSON body, as the type the test reads it as. Supertest types every body `any`, which
 * switches type checking off for whatever is read from it; the type is named here, where the
 * untyped JSON enters. Without one the body is `unknown`: enough to compare it whole.
 */
export const bodyOf = <T = unknown>(res: { body: unknown }) => res.body as T;

/** Every error answer (middleware/error-handler), and the forms' thank-yous. */
export interface MessageBody {
  message: string;
}

/** POST /api/auth/login. */
export interface LoginBody {
  token: string;
  message: string;
}

/** A category or a tag (taxonomy routes): the shape posts name their category by. */
export type TaxonomyItem = CategoryRef;

/** The posts as the API answers them (post.mapper). */
export type PostDetail = ReturnType<typeof toPostDetail>;
export type PostSummary = ReturnType<typeof toPostSummary>;
export type FeaturedPost = ReturnType<typeof toFeaturedPost>;
export type AdminPostListItem = ReturnType<typeof toAdminListItem>;
export type PostRevisionEntry = ReturnType<typeof toRevisionSummary>;
export type PostRevision = ReturnType<typeof toRevisionDetail>;
export type PreviewLink = Awaited<ReturnType<typeof createPreview>>;
export type PreviewedPost = Awaited<ReturnType<typeof readPreview>>;

/** GET /api/posts/slug/{slug} for a slug the post had before (301). */
export interface MovedBody {
  message: string;
  slug: string;
}
