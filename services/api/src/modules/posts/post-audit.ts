import type { Response } from 'express';
import { recordAudit } from '../audit/audit-log';
import { staffOf } from '../auth/auth.middleware';
import { assertMayChange, assertMayDelete } from './post-access';
import type { PostDoc } from './post.model';
import type { SaveCheck } from './post-write.service';

export const postTarget = (post: { id?: number; _id?: number; title: string }) => `Post ${post.id ?? post._id}: ${post.title}`;

/**
 * A save by the request's member: the check post-access.ts makes, noting whether the post was
 * published before; `saved` then records a publication (a draft or nothing become published) in the audit log.
 */
export function auditedSave(res: Response): {
  check: SaveCheck;
  saved: (post: { id: number; title: string; published: boolean }) => Promise<void>;
} {
  let wasPublished = false;
  return {
    check: (existing, publishes) => {
      wasPublished = existing.published;
      assertMayChange(staffOf(res), existing, publishes);
    },
    saved: async (post) => {
      if (post.published && !wasPublished) await recordAudit(res, 'post.publish', postTarget(post));
    },
  };
}

/** A delete by the request's member: post-access.ts's check, then the audit log's entry naming the post. */
export function auditedDelete(res: Response): { check: (existing: PostDoc) => void; deleted: () => Promise<void> } {
  let target = '';
  return {
    check: (existing) => {
      target = postTarget(existing);
      assertMayDelete(staffOf(res), existing);
    },
    deleted: () => recordAudit(res, 'post.delete', target),
  };
}
