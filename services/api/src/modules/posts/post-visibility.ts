import { trusted } from 'mongoose';
import { Post, type PostDoc } from './post.model';

/** Draft: not published. Scheduled: published, going public at a future publishAt. Published: public now. */
type PostStatus = 'draft' | 'scheduled' | 'published';

/** The filter of what the public sees at `now`: published, and its publish time reached. */
export const visibleAt = (now: Date) => ({ published: true, publishAt: trusted({ $lte: now }) });

export function statusAt(post: Pick<PostDoc, 'published' | 'publishAt'>, now: Date): PostStatus {
  if (!post.published) return 'draft';
  return post.publishAt && post.publishAt <= now ? 'published' : 'scheduled';
}

/**
 * When the next scheduled post goes public after `now` (null: none is scheduled): public lists read
 * at `now` are out of date from then on.
 */
export async function nextPublishAfter(now: Date): Promise<Date | null> {
  const next = await Post.findOne({ published: true, publishAt: trusted({ $gt: now }) }, { publishAt: 1 })
    .sort({ publishAt: 1 })
    .lean<Pick<PostDoc, 'publishAt'>>();
  return next?.publishAt ?? null;
}
