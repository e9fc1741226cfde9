import { guarded, readJson, sendAdmin } from './api-client';
import { POST_HISTORY_ERRORS } from './api-messages';
import type { Revision, RevisionSummary } from '@fns/contracts';
import type { EditablePost } from './post-types';

const revisionsPath = (postId: number) => `/admin/posts/${postId}/revisions`;

/** GET /api/admin/posts/{id}/revisions: the post's saved versions, newest first. */
export function fetchRevisions(postId: number): Promise<RevisionSummary[]> {
  return guarded(POST_HISTORY_ERRORS.revisions, async () =>
    readJson<RevisionSummary[]>(await sendAdmin(revisionsPath(postId), POST_HISTORY_ERRORS)),
  );
}

/** GET /api/admin/posts/{id}/revisions/{revisionId}: the post as that save left it. */
export function fetchRevision(postId: number, revisionId: string): Promise<Revision> {
  return guarded(POST_HISTORY_ERRORS.revision, async () =>
    readJson<Revision>(await sendAdmin(`${revisionsPath(postId)}/${encodeURIComponent(revisionId)}`, POST_HISTORY_ERRORS)),
  );
}

/**
 * POST /api/admin/posts/{id}/revisions/{revisionId}/restore: saves the revision as the post's newest
 * version and resolves with the post. Like a PUT, a stale `version` is refused with a 409.
 */
export function restoreRevision(postId: number, revisionId: string, version: number | undefined): Promise<EditablePost> {
  return guarded(POST_HISTORY_ERRORS.restore, async () =>
    readJson<EditablePost>(
      await sendAdmin(`${revisionsPath(postId)}/${encodeURIComponent(revisionId)}/restore`, POST_HISTORY_ERRORS, {
        method: 'POST',
        body: { version },
      }),
    ),
  );
}
