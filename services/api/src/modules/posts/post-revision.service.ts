import { trusted } from 'mongoose';
import { notFound } from '../../lib/api-error';
import { POST_MESSAGES } from './post-messages';
import { toRevisionDetail, toRevisionSummary } from './post.mapper';
import { EDITABLE_FIELD_NAMES, Post, type PostDoc } from './post.model';
import { PostRevision, type PostRevisionDoc, type RevisionEntry } from './post-revision.model';

export const REVISIONS_KEPT = 50;
const NEWEST_FIRST = { version: -1, _id: -1 } as const;

/** Stores the post as this save left it, then drops what is older than the newest REVISIONS_KEPT. */
export async function recordRevision(post: PostDoc, savedBy: string): Promise<void> {
  const fields = Object.fromEntries(EDITABLE_FIELD_NAMES.map((name) => [name, post[name]]));
  await PostRevision.create({ postId: post._id, savedAt: post.updatedAt, savedBy, version: post.version, fields });
  const older = await PostRevision.find({ postId: post._id }, { _id: 1 }).sort(NEWEST_FIRST).skip(REVISIONS_KEPT).lean();
  if (older.length > 0) await PostRevision.deleteMany({ _id: trusted({ $in: older.map((revision) => revision._id) }) });
}

export async function listRevisions(postId: number) {
  if (!(await Post.exists({ _id: postId }))) throw notFound(POST_MESSAGES.notFound);
  const revisions = await PostRevision.find({ postId }, { fields: 0 }).sort(NEWEST_FIRST).lean<RevisionEntry[]>();
  return revisions.map(toRevisionSummary);
}

/** A revision of this post: one of another post is not found, like an unknown one. */
export async function findRevision(postId: number, revisionId: string): Promise<PostRevisionDoc> {
  const revision = await PostRevision.findOne({ _id: revisionId, postId }).lean<PostRevisionDoc>();
  if (!revision) throw notFound(POST_MESSAGES.revisionNotFound);
  return revision;
}

export const getRevision = async (postId: number, revisionId: string) => toRevisionDetail(await findRevision(postId, revisionId));

export async function deleteRevisions(postId: number): Promise<void> {
  await PostRevision.deleteMany({ postId });
}
