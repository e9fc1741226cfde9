export type {
  AdminPostListItem,
  FeaturedPost,
  MessageBody,
  PostDetail,
  PostMoved as MovedBody,
  PostSummary,
  PreviewedPost,
  PreviewLink,
  Revision as PostRevision,
  RevisionSummary as PostRevisionEntry,
  Taxonomy as TaxonomyItem,
} from '@fns/contracts';

/**
 * A response's JSON body, as the type the test reads it as. Supertest types every body `any`, which
 * switches type checking off for whatever is read from it; the type is named here, where the
 * untyped JSON enters. Without one the body is `unknown`: enough to compare it whole.
 */
export const bodyOf = <T = unknown>(res: { body: unknown }) => res.body as T;

/** POST /api/auth/login. */
export interface LoginBody {
  token: string;
  message: string;
}
