import { conflict, notFound } from '../../lib/api-error';
import { nextId } from '../counters/counter.model';
import { Category } from '../taxonomy/taxonomy.model';
import { assertCategoryExists, preparedFields, publishTime } from './post-input';
import { POST_MESSAGES } from './post-messages';
import { deletePreviews } from './post-preview.service';
import { deleteRevisions, findRevision, recordRevision } from './post-revision.service';
import { assertSlugFree, freeSlugFor, slugChange } from './post-slugs';
import { postDetail } from './post.service';
import { Post, type PostDoc } from './post.model';
import type { CreatePostInput, UpdatePostInput } from './post.schemas';
import { isDuplicateKey } from '../../lib/duplicate-key';

/** Saves that name no version retry this often when another save slips in between. */
const UNVERSIONED_RETRIES = 3;

/**
 * Who saves: a staff member (their id names a new post's author and any post's last editor), or a
 * tool by name. The name is kept in the revision.
 */
export interface Saver {
  username: string;
  userId?: string;
}
/** Refuses a save (ApiError) when this saver may not make it: `publishes` when the post is published after it. */
export type SaveCheck = (existing: PostDoc, publishes: boolean) => void;

export async function createPost(input: CreatePostInput, savedBy: Saver) {
  await assertCategoryExists(input.categoryId);
  const id = await nextId('posts');
  const fields = {
    ...preparedFields(input),
    publishAt: publishTime(input.published ?? false, input.publishAt),
    authorId: savedBy.userId ?? null,
    lastEditorId: savedBy.userId ?? null,
  };
  if (input.slug) await assertSlugFree(input.slug, id);
  for (let attempt = 0; ; attempt++) {
    const slug = input.slug ?? (await freeSlugFor(input.title, id));
    try {
      const post = await Post.create({ ...fields, _id: id, slug });
      return await recorded(post.toObject<PostDoc>(), savedBy);
    } catch (error) {
      // A generated slug taken by a simultaneous create: pick the next free one.
      if (!isDuplicateKey(error) || input.slug || attempt >= 3) throw error;
    }
  }
}

/**
 * Fields left out keep their value. With `version`, a save made from an older version is refused
 * (409). `check` sees the post as read for this save, so what it allowed is what is written.
 */
export function updatePost(id: number, input: UpdatePostInput, savedBy: Saver, check?: SaveCheck) {
  return saveChanges(id, input, savedBy, check, UNVERSIONED_RETRIES);
}

async function saveChanges(
  id: number,
  input: UpdatePostInput,
  savedBy: Saver,
  check: SaveCheck | undefined,
  retries: number,
): ReturnType<typeof recorded> {
  const existing = await Post.findById(id).lean<PostDoc>();
  if (!existing) throw notFound(POST_MESSAGES.notFound);
  check?.(existing, input.published ?? existing.published);
  if (input.version !== undefined && input.version !== existing.version) throw conflict(POST_MESSAGES.staleVersion);
  await assertCategoryExists(input.categoryId);
  const changes = {
    ...preparedFields(input),
    // The slug is stable: a new title keeps it; only an explicit slug (or clearing it) changes it.
    ...(await slugChange(existing, input.slug, input.title ?? existing.title)),
    publishAt: publishTime(input.published ?? existing.published, input.publishAt === undefined ? existing.publishAt : input.publishAt),
    ...(savedBy.userId && { lastEditorId: savedBy.userId }),
  };
  // One atomic update, conditional on the version read: a save in between (on any instance) makes it miss.
  const post = await Post.findOneAndUpdate(
    { _id: id, version: existing.version },
    { $set: changes, $inc: { version: 1 } },
    { returnDocument: 'after' },
  ).lean<PostDoc>();
  if (post) return recorded(post, savedBy);
  if (input.version !== undefined || retries === 0) throw conflict(POST_MESSAGES.staleVersion);
  // Without a version the last save wins, as before versions existed: apply it over the one in between.
  return saveChanges(id, input, savedBy, check, retries - 1);
}

/**
 * Saves a revision's fields as a new version (recorded as a revision of its own). A category
 * deleted since is left out, as its deletion did to the post.
 */
export async function restoreRevision(postId: number, revisionId: string, version: number | undefined, savedBy: Saver, check?: SaveCheck) {
  const { fields } = await findRevision(postId, revisionId);
  const categoryGone = fields.categoryId != null && !(await Category.exists({ _id: fields.categoryId }));
  return updatePost(postId, { ...fields, categoryId: categoryGone ? null : fields.categoryId, version }, savedBy, check);
}

/** The post with its revisions and previews; `check` as for a save, the delete conditional on what it saw. */
export async function deletePost(id: number, check?: (existing: PostDoc) => void): Promise<void> {
  const existing = await Post.findById(id, { published: 1, authorId: 1, title: 1 }).lean<PostDoc>();
  if (!existing) throw notFound(POST_MESSAGES.notFound);
  check?.(existing);
  const result = await Post.deleteOne({ _id: id, published: existing.published, authorId: existing.authorId });
  // Changed or deleted since it was read: judge it again as it is now.
  if (result.deletedCount === 0) return deletePost(id, check);
  await Promise.all([deleteRevisions(id), deletePreviews(id)]);
}

async function recorded(post: PostDoc, savedBy: Saver) {
  await recordRevision(post, savedBy.username);
  return postDetail(post);
}
