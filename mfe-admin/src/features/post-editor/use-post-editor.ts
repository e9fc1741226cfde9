import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDITOR_ERRORS } from '../../lib/api-messages';
import { createPost, fetchPost, updatePost } from '../../lib/posts-api';
import { combineProblems, toProblem, type Problem } from '../../lib/problem';
import { fetchCategories, type Taxonomy } from '../../lib/taxonomy-api';
import { EMPTY_POST_FORM, toFormValues, toPostBody, type PostFormValues } from './post-form';

export type EditorStatus = 'loading' | 'load-failed' | 'ready' | 'saving';

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** SPEC section 4's editor: create mode without an id, edit mode with one; loading, saving and inline errors. */
export function usePostEditor(id: string | undefined) {
  const navigate = useNavigate();
  const [values, setValues] = useState<PostFormValues>(EMPTY_POST_FORM);
  const [originalSlug, setOriginalSlug] = useState<string | undefined>(undefined);
  const [categories, setCategories] = useState<Taxonomy[]>([]);
  const [status, setStatus] = useState<EditorStatus>(id ? 'loading' : 'ready');
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let active = true;
    setStatus(id ? 'loading' : 'ready');
    setProblem(null);
    const post = id ? settle(fetchPost(id)) : Promise.resolve(null);
    const categoryList = settle(fetchCategories());
    void Promise.all([post, categoryList]).then(([postResult, categoryResult]) => {
      if (!active) return;
      if (postResult && 'value' in postResult) {
        setValues(toFormValues(postResult.value, window.location.origin));
        setOriginalSlug(postResult.value.slug);
      }
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

  const setField = useCallback(<K extends keyof PostFormValues>(name: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const save = useCallback(async () => {
    setStatus('saving');
    setProblem(null);
    try {
      const body = toPostBody(values, { originalSlug, origin: window.location.origin });
      if (id) await updatePost(Number(id), body);
      else await createPost(body);
      void navigate('/admin/dashboard');
    } catch (error) {
      setProblem(toProblem(error, EDITOR_ERRORS.unknown));
      setStatus('ready');
    }
  }, [id, values, originalSlug, navigate]);

  return { values, setField, categories, status, problem, save, originalSlug };
}
