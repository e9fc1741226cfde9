import { useCallback, useState } from 'react';
import { POST_HISTORY_ERRORS } from '../../../lib/api-messages';
import { createPreviewLink } from '../../../lib/preview-api';
import type { PreviewLink } from '@fns/contracts';
import type { PostBody } from '../../../lib/post-types';
import { toProblem, type Problem } from '../../../lib/problem';

/**
 * Asks for a preview link of the form as it is and opens it in a new tab; the link stays on show to
 * pass on. A new post (`postId` null) has nothing to preview until its first save.
 */
export function usePreviewLink(postId: number | null) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const preview = useCallback(
    async (body: PostBody) => {
      if (postId === null) return;
      setCreating(true);
      setProblem(null);
      try {
        const created = await createPreviewLink(postId, body);
        setLink(created);
        // A browser that blocks the tab (the click is an answer ago) still has the link shown under the button.
        window.open(created.url, '_blank', 'noopener');
      } catch (error) {
        setProblem(toProblem(error, POST_HISTORY_ERRORS.preview));
      } finally {
        setCreating(false);
      }
    },
    [postId],
  );

  return { link, creating, problem, preview };
}
