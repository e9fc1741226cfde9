import { useEffect, useEffectEvent, useState } from 'react';
import { EDITOR_ERRORS } from '../../lib/api-messages';
import type { EditablePost } from '../../lib/post-types';
import { fetchPost } from '../../lib/posts-api';
import { combineProblems, toProblem, type Problem } from '../../lib/problem';
import { fetchCategories, type Taxonomy } from '../../lib/taxonomy-api';

export type EditorStatus = 'loading' | 'load-failed' | 'ready' | 'saving';

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/**
 * SPEC section 4's editor states: loading (edit mode), then ready or load-failed, with the inline
 * problem. `onLoaded` gets the post to edit, or null at once in create mode.
 */
export function usePostLoad(id: string | undefined, onLoaded: (post: EditablePost | null) => void) {
  const [categories, setCategories] = useState<Taxonomy[]>([]);
  const [status, setStatus] = useState<EditorStatus>(id ? 'loading' : 'ready');
  const [problem, setProblem] = useState<Problem | null>(null);
  const loaded = useEffectEvent(onLoaded);

  useEffect(() => {
    let active = true;
    setStatus(id ? 'loading' : 'ready');
    setProblem(null);
    if (!id) loaded(null);
    const post = id ? settle(fetchPost(id)) : Promise.resolve(null);
    const categoryList = settle(fetchCategories());
    void Promise.all([post, categoryList]).then(([postResult, categoryResult]) => {
      if (!active) return;
      if (postResult && 'value' in postResult) loaded(postResult.value);
      if ('value' in categoryResult) setCategories(categoryResult.value);
      const postProblem = postResult && 'error' in postResult ? toProblem(postResult.error, EDITOR_ERRORS.loadPost) : null;
      // "Failed to load categories/tags." goes on a new line after any other error (SPEC section 8).
      const categoryProblem = 'error' in categoryResult ? { message: EDITOR_ERRORS.loadTaxonomies, authFailure: false } : null;
      setProblem((current) => combineProblems([current, postProblem, categoryProblem]));
      setStatus((current) => (postProblem ? 'load-failed' : current === 'loading' ? 'ready' : current));
    });
    return () => {
      active = false;
    };
  }, [id]);

  return { categories, status, setStatus, problem, setProblem };
}
