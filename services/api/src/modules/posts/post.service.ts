import type { StaffIdentity } from '../auth/auth.middleware';
import { staffNames } from '../auth/staff-names';
import { latestSends } from '../newsletter/newsletter-sends';
import type { Taxonomy } from '@fns/contracts';
import { badRequest, notFound } from '../../lib/api-error';
import { imagePlaceholders } from '../media/image-placeholders';
import { Category, nameKeyOf } from '../taxonomy/taxonomy.model';
import { PHASES } from './phases';
import { imageUrlsOf, toAdminListItem, toFeaturedPost, toPostDetail, toPostSummary } from './post.mapper';
import { assertMayOpen, postsVisibleTo } from './post-access';
import { POST_MESSAGES } from './post-messages';
import { statusAt, visibleAt } from './post-visibility';
import { Post, type PostDoc } from './post.model';

const NEWEST_FIRST = { publishAt: -1, _id: -1 } as const;

async function categoriesById(): Promise<Map<number, Taxonomy>> {
  const categories = await Category.find({}, { name: 1 }).lean();
  return new Map(categories.map((category) => [category._id, { id: category._id, name: category.name }]));
}

/** Resolves `?category=` to an id: a phase or any existing category name; anything else is a 400. */
async function categoryIdForFilter(name: string): Promise<number | null> {
  const category = await Category.findOne({ nameKey: nameKeyOf(name) }, { _id: 1 }).lean();
  if (category) return category._id;
  if ((PHASES as readonly string[]).includes(name.toUpperCase())) return null;
  throw badRequest(`Unknown category "${name}". Use one of ${PHASES.join(', ')}.`);
}

/** The posts public at `now`, newest first. */
export async function listPublishedPosts(filter: { category?: string | undefined }, now: Date) {
  const query: Record<string, unknown> = visibleAt(now);
  if (filter.category !== undefined) {
    const categoryId = await categoryIdForFilter(filter.category);
    if (categoryId === null) return []; // a phase whose category was deleted has no posts
    query.categoryId = categoryId;
  }
  const [posts, categories] = await Promise.all([Post.find(query).sort(NEWEST_FIRST).lean<PostDoc[]>(), categoriesById()]);
  const placeholders = await imagePlaceholders(posts.flatMap(imageUrlsOf));
  return posts.map((post) => toPostSummary(post, categoryOf(post, categories), placeholders));
}

export async function listFeaturedPosts(now: Date) {
  const [posts, categories] = await Promise.all([
    Post.find({ ...visibleAt(now), featured: true })
      .sort(NEWEST_FIRST)
      .lean<PostDoc[]>(),
    categoriesById(),
  ]);
  const placeholders = await imagePlaceholders(posts.flatMap(imageUrlsOf));
  return posts.map((post) => toFeaturedPost(post, categoryOf(post, categories), placeholders));
}

export async function getPublishedPostBySlug(slug: string) {
  const post = await Post.findOne({ slug, ...visibleAt(new Date()) }).lean<PostDoc>();
  if (!post) throw notFound(POST_MESSAGES.slugNotFound);
  return postDetail(post);
}

/** Drafts and scheduled posts are visible only to staff who may open them (post-access.ts). */
export async function getPostById(id: number, staff: StaffIdentity | undefined) {
  const post = await Post.findById(id).lean<PostDoc>();
  if (!post) throw notFound(POST_MESSAGES.notFound);
  if (statusAt(post, new Date()) !== 'published') {
    if (!staff) throw notFound(POST_MESSAGES.notFound);
    assertMayOpen(staff, post);
  }
  return postDetail(post);
}

/** The console's list: every post for Editors and Administrators, one's own for the others. */
export async function listPostsForStaff(staff: StaffIdentity) {
  const fields = { title: 1, slug: 1, published: 1, featured: 1, publishAt: 1, version: 1, updatedAt: 1, authorId: 1, lastEditorId: 1 };
  const [posts, sends] = await Promise.all([Post.find(postsVisibleTo(staff), fields).sort({ _id: -1 }).lean<PostDoc[]>(), latestSends()]);
  const names = await staffNames(posts.flatMap((post) => [post.authorId, post.lastEditorId]));
  const now = new Date();
  return posts.map((post) => toAdminListItem(post, now, names, sends.get(post._id) ?? null));
}

/** The detail shape of a post, its category, its author's name and its images' placeholders looked up. */
export async function postDetail(post: PostDoc) {
  const [category, names, placeholders] = await Promise.all([
    categoryRef(post.categoryId),
    staffNames([post.authorId]),
    imagePlaceholders(imageUrlsOf(post)),
  ]);
  return toPostDetail(post, category, (post.authorId != null && names.get(String(post.authorId))) || null, placeholders);
}

function categoryOf(post: PostDoc, categories: Map<number, Taxonomy>): Taxonomy | null {
  return post.categoryId == null ? null : (categories.get(post.categoryId) ?? null);
}

async function categoryRef(categoryId: number | null | undefined): Promise<Taxonomy | null> {
  if (categoryId == null) return null;
  const category = await Category.findById(categoryId, { name: 1 }).lean();
  return category ? { id: category._id, name: category.name } : null;
}
