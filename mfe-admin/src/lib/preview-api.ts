import { guarded, readJson, sendAdmin } from './api-client';
import { POST_HISTORY_ERRORS } from './api-messages';
import type { PreviewLink } from '@fns/contracts';
import type { PostBody } from './post-types';

/** POST /api/admin/posts/{id}/preview with the form's unsaved fields: a link showing the post as they would make it. */
export function createPreviewLink(postId: number, body: PostBody): Promise<PreviewLink> {
  return guarded(POST_HISTORY_ERRORS.preview, async () =>
    readJson<PreviewLink>(await sendAdmin(`/admin/posts/${postId}/preview`, POST_HISTORY_ERRORS, { method: 'POST', body })),
  );
}
