import { roleHas } from '@fns/contracts';
import type { Types } from 'mongoose';
import { forbidden, notFound } from '../../lib/api-error';
import type { StaffIdentity } from '../auth/auth.middleware';
import { POST_MESSAGES } from './post-messages';
import { Post, type PostDoc } from './post.model';

/**
 * Which posts a staff member may work on, beyond what their role's table allows at all: everyone
 * with "posts.all" (Editors, Administrators) every post; the others their own only, and a
 * Contributor their own drafts only, never publishing or scheduling one.
 */
export const POST_ACCESS_MESSAGES = {
  notYours: 'You can only work on your own posts.',
  cannotPublish: 'Contributors cannot publish or schedule a post: an editor publishes it.',
  publishedIsLocked: 'Contributors cannot change or delete a published or scheduled post.',
} as const;

type Ownership = Pick<PostDoc, 'published'> & { authorId?: Types.ObjectId | null };

const ownsOrAll = (staff: StaffIdentity, post: Ownership) =>
  roleHas(staff.role, 'posts.all') || (post.authorId != null && String(post.authorId) === staff.userId);

/** The filter of the posts a staff member may see in the console. */
export const postsVisibleTo = (staff: StaffIdentity): Record<string, unknown> =>
  roleHas(staff.role, 'posts.all') ? {} : { authorId: staff.userId };

/** Reading, previewing and restoring from: the staff member's own post, or any with "posts.all". */
export function assertMayOpen(staff: StaffIdentity, post: Ownership): void {
  if (!ownsOrAll(staff, post)) throw forbidden(POST_ACCESS_MESSAGES.notYours);
}

/** A save: `publishes` when the post is published (or scheduled) after it. */
export function assertMayChange(staff: StaffIdentity, post: Ownership | null, publishes: boolean): void {
  if (post) assertMayOpen(staff, post);
  if (roleHas(staff.role, 'posts.publish')) return;
  if (post?.published) throw forbidden(POST_ACCESS_MESSAGES.publishedIsLocked);
  if (publishes) throw forbidden(POST_ACCESS_MESSAGES.cannotPublish);
}

export const assertMayDelete = (staff: StaffIdentity, post: Ownership): void => assertMayChange(staff, post, false);

/** The post, for a staff member who may open it: 404 when there is none, 403 when it is not theirs. */
export async function postOpenTo(staff: StaffIdentity, id: number): Promise<PostDoc> {
  const post = await Post.findById(id).lean<PostDoc>();
  if (!post) throw notFound(POST_MESSAGES.notFound);
  assertMayOpen(staff, post);
  return post;
}
