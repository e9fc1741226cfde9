import { useCallback, useMemo, useState } from 'react';
import type { EditablePost } from '../../lib/post-types';
import type { SetField } from './field-binding';
import { toPostBody } from './post-body';
import { EMPTY_POST_FORM, sameFormValues, toFormValues, type PostFormValues } from './post-form';

interface FormState {
  values: PostFormValues;
  /** The values as the server has them (null while creating): what "unsaved changes" are measured against. */
  saved: PostFormValues | null;
  /** The post's version these values were based on, sent with the next save (null while creating). */
  version: number | null;
  /** Counts the times the values were replaced as a whole: the rich text editor restarts on each. */
  generation: number;
}

const INITIAL: FormState = { values: EMPTY_POST_FORM, saved: null, version: null, generation: 0 };
const valuesOf = (post: EditablePost) => toFormValues(post, window.location.origin);

/** The post form's values, the saved post they started from, and the version a save is based on. */
export function usePostForm() {
  const [state, setState] = useState<FormState>(INITIAL);

  const setField: SetField = useCallback((name, value) => {
    setState((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  }, []);

  /** Shows `post` as saved (or an empty form for a new post); returns the values it shows. */
  const load = useCallback((post: EditablePost | null): PostFormValues => {
    const values = post ? valuesOf(post) : EMPTY_POST_FORM;
    setState((current) => ({
      values,
      saved: post && values,
      version: post?.version ?? null,
      // The empty form of create mode, shown from the start, need not restart.
      generation: current.values === values ? current.generation : current.generation + 1,
    }));
    return values;
  }, []);

  /** After a save: what the form holds is saved now, at the post's new version. */
  const commit = useCallback((version: number) => {
    setState((current) => ({ ...current, saved: current.values, version }));
  }, []);

  /** Puts values kept earlier (a local copy) back in the form, with the version they were based on. */
  const replace = useCallback((values: PostFormValues, version: number | null) => {
    setState((current) => ({ ...current, values, version, generation: current.generation + 1 }));
  }, []);

  const { values, saved } = state;
  const dirty = useMemo(() => !sameFormValues(values, saved ?? EMPTY_POST_FORM), [values, saved]);

  /** The body of a save or preview; `base` is a newer saved post to measure the changes against instead. */
  const body = useCallback(
    (base?: EditablePost) => toPostBody(values, { saved: base ? valuesOf(base) : saved, origin: window.location.origin }),
    [values, saved],
  );

  return { ...state, dirty, setField, load, commit, replace, body };
}
