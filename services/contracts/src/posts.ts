import { z } from 'zod';
import { postNewsletterSchema } from './newsletters';

/** The posts as the API answers them (SPEC section 3; the API's post.mapper.ts builds them). */
const text = z.string().nullable();
const dateTime = z.iso.datetime();
const publishAt = dateTime.nullable().describe('When a published post goes public; in the future: scheduled');
const version = z.number().int().min(1).describe('Counts the saves; send it back with a save to have a stale one refused');

export const taxonomySchema = z.object({ id: z.number().int(), name: z.string() });

/** A staff member as a post names them (its author, its last editor); null: none (sample, imported and older posts). */
export const postStaffSchema = z.object({ id: z.string(), name: z.string() }).nullable();
export type PostStaff = z.infer<typeof postStaffSchema>;

/** The story fields beyond SPEC's admin form, which the blog displays too. */
const storyFields = {
  slug: z.string(),
  beforeImage: text,
  afterImage: text,
  partnerName: text,
  partnerRole: text,
  partnerContribution: text,
  partnershipOutcome: text,
};

/** Of `image`, `beforeImage` and `afterImage`, each the site hosts and has a ThumbHash of: its blurred stand-in. */
const imagePlaceholders = z
  .record(z.string(), z.string())
  .describe(
    'Image URL (of image, beforeImage and afterImage) → a data:image/png;base64 URL of about 400 characters: a blur of that image ' +
      '(drawn from its ThumbHash) to show until it loads. Only images the site hosts (/api/uploads/{id}, /api/media/{path}) ' +
      'whose ThumbHash is known; uploads stored before placeholders and images from elsewhere have none.',
  );

/** Fields every public shape shares. */
const postBase = {
  id: z.number().int(),
  title: z.string(),
  image: text,
  featured: z.boolean(),
  vision: text,
  reality: text,
  outcome: text,
  content: z.string().describe('Sanitized HTML'),
  ...storyFields,
  imagePlaceholders,
  publishAt,
  updatedAt: dateTime,
};

/** GET /api/posts: `category` is the category's name. */
export const postSummarySchema = z.object({ ...postBase, category: z.string().nullable().describe('Category name') });

/** GET /api/posts/featured: the summary plus the quote and the before/after pair. */
export const featuredPostSchema = postSummarySchema.extend({ quote: text, before: text, after: text });

/** GET /api/posts/slug/{slug} and /api/posts/{id}: `category` is `{ id, name }`, plus what the editor reads. */
export const postDetailSchema = z.object({
  ...postBase,
  category: taxonomySchema.nullable(),
  categoryId: z.number().int().nullable(),
  quote: text,
  published: z.boolean(),
  version,
  createdAt: dateTime,
  /** Who wrote it: the blog names them in the page's structured data. */
  author: z.object({ name: z.string() }).nullable(),
});

/** GET /api/posts/slug/{slug}?preview={token}: the post with its unsaved changes applied. */
export const previewedPostSchema = postDetailSchema.extend({ preview: z.literal(true) });

/** GET /api/posts/slug/{slug} for a slug the post had before (301). */
export const postMovedSchema = z.object({ message: z.literal('This post has moved.'), slug: z.string().describe('The current slug') });

export const postStatusSchema = z.enum(['draft', 'scheduled', 'published']);

/** GET /api/admin/posts: one row of the dashboard, with its status now. */
export const adminPostListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  published: z.boolean(),
  featured: z.boolean(),
  publishAt,
  status: postStatusSchema,
  version,
  updatedAt: dateTime,
  /** The latest time it went out as a newsletter, if ever. */
  newsletter: postNewsletterSchema,
  author: postStaffSchema,
  lastEditor: postStaffSchema,
});

/** Every field the editor edits, as the API stores it (a post, and a revision's copy of one). */
export const postContentSchema = z.object({
  title: z.string(),
  content: z.string(),
  vision: text,
  reality: text,
  outcome: text,
  image: text,
  quote: text,
  ...storyFields,
  featured: z.boolean(),
  published: z.boolean(),
  categoryId: z.number().int().nullable(),
  publishAt,
});

/** GET /api/admin/posts/{id}/revisions: one saved version of a post, newest first. */
export const revisionSummarySchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/),
  savedAt: dateTime,
  savedBy: z.string().describe("The admin's username"),
  version,
});

/** GET /api/admin/posts/{id}/revisions/{revisionId}: the post as that save left it. */
export const revisionSchema = revisionSummarySchema.extend({ post: postContentSchema });

/** POST /api/admin/posts/{id}/preview: a site path showing the post as sent, without signing in. */
export const previewLinkSchema = z.object({
  url: z.string().describe('/blog/{slug}?preview={token}: the page that shows the unsaved changes'),
  expiresAt: dateTime,
});

export type Taxonomy = z.infer<typeof taxonomySchema>;
export type PostSummary = z.infer<typeof postSummarySchema>;
export type FeaturedPost = z.infer<typeof featuredPostSchema>;
export type PostDetail = z.infer<typeof postDetailSchema>;
export type PreviewedPost = z.infer<typeof previewedPostSchema>;
export type PostMoved = z.infer<typeof postMovedSchema>;
export type PostStatus = z.infer<typeof postStatusSchema>;
export type AdminPostListItem = z.infer<typeof adminPostListItemSchema>;
export type PostContent = z.infer<typeof postContentSchema>;
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision = z.infer<typeof revisionSchema>;
export type PreviewLink = z.infer<typeof previewLinkSchema>;
