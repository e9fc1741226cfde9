import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDITOR_ERRORS } from '../../lib/api-messages';
import type { EditablePost } from '../../lib/post-types';
import { createPost, updatePost } from '../../lib/posts-api';
import { combineProblems, toProblem, type Problem } from '../../lib/problem';
import { useVersionConflict } from './conflict/use-version-conflict';
import { asDraft } from './post-body';
import { useLeaveGuard } from './unsaved/use-leave-guard';
import { useLocalCopy } from './unsaved/use-local-copy';
import { usePostForm } from './use-post-form';
import { usePostLoad } from './use-post-load';

const LOCAL_COPY_KEPT: Problem = {
  message: 'Your changes are kept in this browser and offered back when you open this post again.',
  authFailure: false,
};

/**
 * SPEC section 4's editor (create mode without an id, edit mode with one), and what keeps its edits:
 * the version a save is based on, the local copy, the question before leaving. Without `mayPublish`
 * every save is a draft.
 */
export function usePostEditor(id: string | undefined, mayPublish: boolean) {
  const navigate = useNavigate();
  const form = usePostForm();
  const { dirty, values, version } = form;
  const unsaved = useMemo(() => (dirty ? { values, version } : null), [dirty, values, version]);
  const localCopy = useLocalCopy(id, unsaved);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const versionConflict = useVersionConflict(id);
  const { categories, status, setStatus, problem, setProblem } = usePostLoad(id, (post) => localCopy.offerIfDifferent(form.load(post)));

  /** Saves the form; `base` is their newer post after a conflict ("Keep mine"): its version, and the changes measured against it. */
  async function save(base?: EditablePost) {
    setStatus('saving');
    setProblem(null);
    versionConflict.clear();
    const baseVersion = base?.version ?? version;
    try {
      // Whatever the values hold (a local copy, say): the API refuses a Contributor's publishing.
      const body = mayPublish ? form.body(base) : asDraft(form.body(base));
      const post = id ? await updatePost(Number(id), body, baseVersion ?? undefined) : await createPost(body);
      form.commit(post.version);
      localCopy.clear();
      allowLeaving();
      void navigate('/admin/dashboard');
    } catch (error) {
      const kept = localCopy.keepNow();
      if (!(await versionConflict.detect(error, baseVersion))) {
        const failure = toProblem(error, EDITOR_ERRORS.unknown);
        // After a 401 the way on is to sign in again: say where the changes wait meanwhile.
        setProblem(kept && failure.authFailure ? combineProblems([failure, LOCAL_COPY_KEPT]) : failure);
      }
      setStatus('ready');
    }
  }

  /** Shows the post as the server has it now (their version, a restored revision): nothing is left unsaved. */
  function showSaved(post: EditablePost) {
    form.load(post);
    localCopy.clear();
    versionConflict.clear();
  }

  function restoreLocalCopy() {
    if (localCopy.offer) form.replace(localCopy.offer.values, localCopy.offer.version);
    localCopy.dismiss();
  }

  return {
    form,
    categories,
    status,
    problem,
    save,
    blocker,
    conflict: versionConflict.conflict,
    showSaved,
    /** Whether a refused restore met a newer version (then shown as a conflict, as after a save). */
    isConflict: (error: unknown) => versionConflict.detect(error, version),
    localCopyOffer: localCopy.offer,
    restoreLocalCopy,
    discardLocalCopy: localCopy.discard,
  };
}
