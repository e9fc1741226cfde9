/** Where a post stands: a draft, published with a publish time still ahead (scheduled), or published. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

/** GET /api/admin/posts: one row of the dashboard. */
export interface AdminPostListItem {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  featured: boolean;
  updatedAt: string;
  /** ISO 8601; null until the post is first published or scheduled. */
  publishAt: string | null;
  status: PostStatus;
  version: number;
}

/** The story fields beyond SPEC's admin form, which the blog displays too. */
export interface PostStoryFields {
  slug: string;
  beforeImage: string | null;
  afterImage: string | null;
  quote: string | null;
  partnerName: string | null;
  partnerRole: string | null;
  partnerContribution: string | null;
  partnershipOutcome: string | null;
}

/** Every field the editor edits, as the API stores it (a post, and a revision's copy of one). */
export interface PostContent extends PostStoryFields {
  title: string;
  content: string;
  vision: string | null;
  reality: string | null;
  outcome: string | null;
  image: string | null;
  featured: boolean;
  published: boolean;
  categoryId: number | null;
  /** ISO 8601; published with a future publishAt means scheduled. */
  publishAt: string | null;
}

/** GET /api/posts/{id}: what the editor reads. */
export interface EditablePost extends PostContent {
  id: number;
  /** Goes up with every save; a PUT naming an older one is refused (409). */
  version: number;
}

/**
 * POST /api/posts and PUT /api/posts/{id}: the body the editor sends. A slug or publishAt left out
 * keeps the stored one (or, on create, the server generates the slug and publishes now).
 */
export interface PostBody extends Omit<PostContent, 'slug' | 'publishAt'> {
  slug?: string | null;
  publishAt?: string | null;
}

/** GET /api/admin/posts/{id}/revisions: one saved version of a post, newest first. */
export interface RevisionSummary {
  id: string;
  /** ISO 8601. */
  savedAt: string;
  /** The admin who saved it. */
  savedBy: string;
  version: number;
}

/** GET /api/admin/posts/{id}/revisions/{revisionId}: the post as that save left it. */
export interface Revision extends RevisionSummary {
  post: PostContent;
}

/** POST /api/admin/posts/{id}/preview: a site path showing the post as sent, without signing in. */
export interface PreviewLink {
  /** e.g. /blog/{slug}?preview={token} */
  url: string;
  /** ISO 8601. */
  expiresAt: string;
}
