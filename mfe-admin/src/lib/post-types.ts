/** GET /api/admin/posts: one row of the dashboard. */
export interface AdminPostListItem {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  featured: boolean;
  updatedAt: string;
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

/** GET /api/posts/{id}: what the editor reads. */
export interface EditablePost extends PostStoryFields {
  id: number;
  title: string;
  content: string;
  vision: string | null;
  reality: string | null;
  outcome: string | null;
  image: string | null;
  featured: boolean;
  published: boolean;
  categoryId: number | null;
}

/** POST /api/posts and PUT /api/posts/{id}: the body the editor sends (slug left out keeps or generates it). */
export interface PostBody extends Omit<PostStoryFields, 'slug'> {
  title: string;
  content: string;
  vision: string | null;
  reality: string | null;
  outcome: string | null;
  image: string | null;
  featured: boolean;
  published: boolean;
  categoryId: number | null;
  slug?: string | null;
}
