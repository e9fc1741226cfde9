import type {
  AdminPostListItem,
  FeaturedPost,
  PostDetail,
  PostStaff,
  PostSummary,
  Revision,
  RevisionSummary,
  Taxonomy,
} from '@fns/contracts';
import type { Types } from 'mongoose';
import type { PostRevisionDoc, RevisionEntry } from './post-revision.model';
import { statusAt } from './post-visibility';
import type { EditableFields, PostDoc } from './post.model';

/* The answers' shapes are the contracts' (@fns/contracts), which the blog and the console read. */

/** The stored post's optional texts, null where unset: an answer never leaves one out. */
function optionalTexts(fields: EditableFields) {
  return {
    image: fields.image ?? null,
    vision: fields.vision ?? null,
    reality: fields.reality ?? null,
    outcome: fields.outcome ?? null,
    beforeImage: fields.beforeImage ?? null,
    afterImage: fields.afterImage ?? null,
    partnerName: fields.partnerName ?? null,
    partnerRole: fields.partnerRole ?? null,
    partnerContribution: fields.partnerContribution ?? null,
    partnershipOutcome: fields.partnershipOutcome ?? null,
  };
}

/** A post's images: the URLs whose placeholders its answers carry. */
export const imageUrlsOf = (post: Pick<PostDoc, 'image' | 'beforeImage' | 'afterImage'>): string[] =>
  [post.image, post.beforeImage, post.afterImage].filter((url): url is string => Boolean(url));

/** The placeholders of the post's own images, picked from those looked up for the answer (image-placeholders.ts). */
function placeholdersOf(post: PostDoc, placeholders: ReadonlyMap<string, string>): Record<string, string> {
  return Object.fromEntries(imageUrlsOf(post).flatMap((url) => (placeholders.has(url) ? [[url, placeholders.get(url)!]] : [])));
}

/** Fields every public shape shares (SPEC section 3). */
function baseFields(post: PostDoc, placeholders: ReadonlyMap<string, string>) {
  return {
    id: post._id,
    slug: post.slug,
    title: post.title,
    featured: post.featured,
    content: post.content,
    ...optionalTexts(post),
    imagePlaceholders: placeholdersOf(post, placeholders),
    publishAt: isoOrNull(post.publishAt),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** GET /api/posts: category is the category's name. */
export function toPostSummary(post: PostDoc, category: Taxonomy | null, placeholders: ReadonlyMap<string, string>): PostSummary {
  return { ...baseFields(post, placeholders), category: category?.name ?? null };
}

/** GET /api/posts/featured: the summary plus quote and the before/after pair. */
export function toFeaturedPost(post: PostDoc, category: Taxonomy | null, placeholders: ReadonlyMap<string, string>): FeaturedPost {
  return {
    ...toPostSummary(post, category, placeholders),
    quote: post.quote ?? null,
    before: post.beforeImage ?? null,
    after: post.afterImage ?? null,
  };
}

/** GET /api/posts/slug/{slug} and /api/posts/{id}: category as { id, name }, plus what the editor reads. */
export function toPostDetail(
  post: PostDoc,
  category: Taxonomy | null,
  authorName: string | null,
  placeholders: ReadonlyMap<string, string>,
): PostDetail {
  return {
    ...baseFields(post, placeholders),
    category,
    categoryId: post.categoryId ?? null,
    quote: post.quote ?? null,
    published: post.published,
    version: post.version,
    createdAt: post.createdAt.toISOString(),
    author: authorName === null ? null : { name: authorName },
  };
}

/** GET /api/admin/posts: what the dashboard lists, with the status at `now`. */
export function toAdminListItem(
  post: Pick<
    PostDoc,
    '_id' | 'title' | 'slug' | 'published' | 'featured' | 'publishAt' | 'version' | 'updatedAt' | 'authorId' | 'lastEditorId'
  >,
  now: Date,
  names: Map<string, string>,
  newsletter: AdminPostListItem['newsletter'] = null,
): AdminPostListItem {
  return {
    id: post._id,
    title: post.title,
    slug: post.slug,
    published: post.published,
    featured: post.featured,
    publishAt: isoOrNull(post.publishAt),
    status: statusAt(post, now),
    version: post.version,
    updatedAt: post.updatedAt.toISOString(),
    newsletter,
    author: staffRef(post.authorId, names),
    lastEditor: staffRef(post.lastEditorId, names),
  };
}

function staffRef(id: Types.ObjectId | null | undefined, names: Map<string, string>): PostStaff {
  const name = id == null ? undefined : names.get(String(id));
  return name === undefined ? null : { id: String(id), name };
}

/** GET /api/admin/posts/{id}/revisions: one entry. */
export function toRevisionSummary(revision: RevisionEntry): RevisionSummary {
  return { id: String(revision._id), savedAt: revision.savedAt.toISOString(), savedBy: revision.savedBy, version: revision.version };
}

/** GET /api/admin/posts/{id}/revisions/{revisionId}: the entry and every field the save stored. */
export function toRevisionDetail(revision: PostRevisionDoc): Revision {
  const { fields } = revision;
  return {
    ...toRevisionSummary(revision),
    post: {
      title: fields.title,
      slug: fields.slug,
      content: fields.content,
      ...optionalTexts(fields),
      quote: fields.quote ?? null,
      categoryId: fields.categoryId ?? null,
      featured: fields.featured,
      published: fields.published,
      publishAt: isoOrNull(fields.publishAt),
    },
  };
}

function isoOrNull(date: Date | null | undefined): string | null {
  return date?.toISOString() ?? null;
}
