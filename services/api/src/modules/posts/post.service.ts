import { trusted } from 'mongoose';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { nextId } from '../counters/counter.model';
import { Category, nameKeyOf } from '../taxonomy/taxonomy.model';
import { PHASES } from './phases';
import { toAdminListItem, toFeaturedPost, toPostDetail, toPostSummary, type CategoryRef } from './post.mapper';
import { Post, type PostDoc } from './post.model';
import type { CreatePostInput, UpdatePostInput } from './post.schemas';

export const POST_NOT_FOUND = 'Post not found.';
export const SLUG_NOT_FOUND = 'Post not found or not published.';
const DUPLICATE_KEY = 11000;
const NEWEST_FIRST = { publishedAt: -1, _id: -1 } as const;

async function categoriesById(): Promise<Map<number, CategoryRef>> {
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

export async function listPublishedPosts(filter: { category?: string | undefined }) {
  const query: Record<string, unknown> = { published: true };
  if (filter.category !== undefined) {
    const categoryId = await categoryIdForFilter(filter.category);
    if (categoryId === null) return []; // a phase whose category was deleted has no posts
    query.categoryId = categoryId;
  }
  const [posts, categories] = await Promise.all([Post.find(query).sort(NEWEST_FIRST).lean<PostDoc[]>(), categoriesById()]);
  return posts.map((post) => toPostSummary(post, categoryOf(post, categories)));
}

export async function listFeaturedPosts() {
  const [posts, categories] = await Promise.all([
    Post.find({ published: true, featured: true }).sort(NEWEST_FIRST).lean<PostDoc[]>(),
    categoriesById(),
  ]);
  return posts.map((post) => toFeaturedPost(post, categoryOf(post, categories)));
}

export async function getPublishedPostBySlug(slug: string) {
  const post = await Post.findOne({ slug, published: true }).lean<PostDoc>();
  if (!post) throw notFound(SLUG_NOT_FOUND);
  return toPostDetail(post, await categoryRef(post.categoryId));
}

/** Drafts are visible only to admins. */
export async function getPostById(id: number, asAdmin: boolean) {
  const post = await Post.findById(id).lean<PostDoc>();
  if (!post || (!post.published && !asAdmin)) throw notFound(POST_NOT_FOUND);
  return toPostDetail(post, await categoryRef(post.categoryId));
}

export async function listAllPostsForAdmin() {
  const posts = await Post.find({}, { title: 1, slug: 1, published: 1, featured: 1, updatedAt: 1 }).sort({ _id: -1 }).lean<PostDoc[]>();
  return posts.map(toAdminListItem);
}

export async function createPost(input: CreatePostInput) {
  await assertCategoryExists(input.categoryId);
  const id = await nextId('posts');
  const fields = preparedFields(input);
  if (input.slug) await assertSlugFree(input.slug, id);
  for (let attempt = 0; ; attempt++) {
    const slug = input.slug ?? (await freeSlugFor(slugify(input.title), id));
    try {
      const post = await Post.create({ ...fields, _id: id, slug, publishedAt: input.published ? new Date() : null });
      return toPostDetail(post.toObject<PostDoc>(), await categoryRef(post.categoryId));
    } catch (error) {
      // A generated slug taken by a simultaneous create: pick the next free one.
      if ((error as { code?: number }).code !== DUPLICATE_KEY || input.slug || attempt >= 3) throw error;
    }
  }
}

export async function updatePost(id: number, input: UpdatePostInput) {
  const existing = await Post.findById(id).lean<PostDoc>();
  if (!existing) throw notFound(POST_NOT_FOUND);
  await assertCategoryExists(input.categoryId);

  const changes: Record<string, unknown> = preparedFields(input);
  // The slug is stable: a new title keeps it; only an explicit slug (or clearing it) changes it.
  if (input.slug !== undefined) {
    const slug = input.slug ?? (await freeSlugFor(slugify(input.title ?? existing.title), id));
    if (input.slug) await assertSlugFree(input.slug, id);
    changes.slug = slug;
  }
  if (input.published && !existing.publishedAt) changes.publishedAt = new Date();

  await Post.updateOne({ _id: id }, { $set: changes });
  return getPostById(id, true);
}

export async function deletePost(id: number): Promise<void> {
  const result = await Post.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(POST_NOT_FOUND);
}

/** Validated input minus the slug, with content sanitized; undefined fields are left out. */
function preparedFields(input: UpdatePostInput): Record<string, unknown> {
  const { slug: _slug, ...rest } = input;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (typeof input.content === 'string') fields.content = sanitizePostHtml(input.content);
  return fields;
}

async function assertCategoryExists(categoryId: number | null | undefined): Promise<void> {
  if (categoryId == null) return;
  if (!(await Category.exists({ _id: categoryId }))) throw badRequest(`Category ${categoryId} does not exist.`);
}

async function assertSlugFree(slug: string, ownId: number): Promise<void> {
  const owner = await Post.findOne({ slug }, { _id: 1 }).lean();
  if (owner && owner._id !== ownId) throw conflict(`The slug "${slug}" is already used by another post.`);
}

async function freeSlugFor(base: string, ownId: number): Promise<string> {
  // Slugs hold only [a-z0-9-], so the base needs no regex escaping.
  const similar = await Post.find({ slug: trusted({ $regex: `^${base}(-\\d+)?$` }), _id: trusted({ $ne: ownId }) }, { slug: 1 }).lean();
  return firstFreeSlug(base, new Set(similar.map((post) => post.slug)));
}

function categoryOf(post: PostDoc, categories: Map<number, CategoryRef>): CategoryRef | null {
  return post.categoryId == null ? null : (categories.get(post.categoryId) ?? null);
}

async function categoryRef(categoryId: number | null | undefined): Promise<CategoryRef | null> {
  if (categoryId == null) return null;
  const category = await Category.findById(categoryId, { name: 1 }).lean();
  return category ? { id: category._id, name: category.name } : null;
}
