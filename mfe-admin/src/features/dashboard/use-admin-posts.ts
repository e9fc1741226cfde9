import { useCallback, useEffect, useRef, useState } from 'react';
import { DASHBOARD_ERRORS, DELETE_POST_ERRORS } from '../../lib/api-messages';
import type { AdminPostListItem } from '@fns/contracts';
import { deletePost, fetchAdminPosts } from '../../lib/posts-api';
import { toProblem, type Problem } from '../../lib/problem';

export const DELETE_POST_CONFIRM = 'Are you sure you want to delete this post?';

export type PostsState = { status: 'loading' } | { status: 'error'; problem: Problem } | { status: 'loaded'; posts: AdminPostListItem[] };

/** SPEC section 4's dashboard: loading, then loaded or error; delete after confirmation. */
export function useAdminPosts() {
  const [state, setState] = useState<PostsState>({ status: 'loading' });
  const [deleteProblem, setDeleteProblem] = useState<Problem | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    try {
      const posts = await fetchAdminPosts();
      if (mounted.current) setState({ status: 'loaded', posts });
    } catch (error) {
      if (mounted.current) setState({ status: 'error', problem: toProblem(error, DASHBOARD_ERRORS.unknown) });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const remove = useCallback(
    async (post: AdminPostListItem) => {
      if (!window.confirm(DELETE_POST_CONFIRM)) return;
      setDeleteProblem(null);
      setDeletingId(post.id);
      try {
        // 204 removes the row here; any other success re-fetches the list (SPEC section 4).
        if ((await deletePost(post.id)) === 'removed') {
          setState((current) =>
            current.status === 'loaded' ? { ...current, posts: current.posts.filter(({ id }) => id !== post.id) } : current,
          );
        } else {
          await load();
        }
      } catch (error) {
        if (mounted.current) setDeleteProblem(toProblem(error, DELETE_POST_ERRORS.failed));
      } finally {
        if (mounted.current) setDeletingId(null);
      }
    },
    [load],
  );

  return { state, deleteProblem, deletingId, remove };
}
