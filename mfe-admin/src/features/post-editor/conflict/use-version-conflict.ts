import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { EditablePost } from '../../../lib/post-types';
import { fetchPost } from '../../../lib/posts-api';

/** A save refused because someone else saved the post since the form's version: their message, and their post. */
export interface VersionConflict {
  message: string;
  theirs: EditablePost;
}

/**
 * Tells a refused save (or restore) that met a newer version apart from other failures: after a 409
 * it reads the post as saved now, and a version other than the form's means someone else saved it.
 * Any other 409 (a slug already used) is an ordinary failure: `detect` then answers false.
 */
export function useVersionConflict(postId: string | undefined) {
  const [conflict, setConflict] = useState<VersionConflict | null>(null);

  const detect = useCallback(
    async (error: unknown, version: number | null): Promise<boolean> => {
      if (!postId || !(error instanceof ApiError) || error.status !== 409) return false;
      const theirs = await fetchPost(postId).catch(() => null);
      if (!theirs || theirs.version === version) return false;
      setConflict({ message: error.message, theirs });
      return true;
    },
    [postId],
  );

  const clear = useCallback(() => setConflict(null), []);

  return { conflict, detect, clear };
}
