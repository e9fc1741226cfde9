import { AdminUser } from '../modules/auth/admin-user.model';
import { Post } from '../modules/posts/post.model';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.model';

/** dropIndex of an index, or in a collection, that is not there: nothing to drop. */
const NOTHING_TO_DROP = new Set([26, 27]);

/**
 * Brings stored documents to the current shape; run by connectDatabase on every start, so each step
 * is idempotent (a document already migrated matches no filter). The native collection is used:
 * mongoose's strict casting would drop the fields that no longer exist in the schema.
 */
export async function migrateDatabase(): Promise<void> {
  const posts = Post.collection;
  // Issue 16: publishedAt became publishAt (the same meaning, plus scheduling).
  await posts.updateMany({ publishedAt: { $exists: true } }, { $rename: { publishedAt: 'publishAt' } });
  await posts.dropIndex('published_1_publishedAt_-1').catch((error: { code?: number }) => {
    if (!NOTHING_TO_DROP.has(error.code ?? 0)) throw error;
  });
  // A published post is public from its publishAt on: one published before it was stamped stays public.
  await posts.updateMany({ published: true, publishAt: null }, { $set: { publishAt: new Date() } });
  // Posts saved before versions and slug history existed: version 1, no earlier slugs.
  await posts.updateMany({ version: { $exists: false } }, { $set: { version: 1 } });
  await posts.updateMany({ previousSlugs: { $exists: false } }, { $set: { previousSlugs: [] } });
  // Issue 28: a wait list entry whose person left is "removed" (the newsletter's stay "unsubscribed").
  await WaitlistEntry.collection.updateMany({ status: 'unsubscribed' }, { $set: { status: 'removed' } });
  // Issue 30: every admin before staff roles could do everything: they are Administrators, active.
  const staff = AdminUser.collection;
  await staff.updateMany({ role: 'admin' }, { $set: { role: 'administrator' } });
  await staff.updateMany({ status: { $exists: false } }, { $set: { status: 'active' } });
  // Posts from before authors belong to the first administrator, when there is one.
  const first = await staff
    .find({ role: 'administrator' }, { projection: { _id: 1 } })
    .sort({ _id: 1 })
    .limit(1)
    .next();
  await posts.updateMany({ authorId: { $exists: false } }, { $set: { authorId: first?._id ?? null, lastEditorId: null } });
}
