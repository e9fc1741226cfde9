import { Button, buttonClassName, PageHeader, usePageMeta } from '@fns/design-system';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/error-notice';
import { ConflictNotice } from './conflict/conflict-notice';
import { EditorBar } from './editor-bar';
import { PostFields } from './post-fields';
import { StoryFields } from './story-fields';
import { LeaveDialog } from './unsaved/leave-dialog';
import { LocalCopyNotice } from './unsaved/local-copy-notice';
import { usePostEditor } from './use-post-editor';
import { useTitleFocus } from './use-title-focus';
import styles from './post-editor-page.module.scss';

/** /admin/posts/new (create mode) and /admin/posts/edit/{id} (edit mode). */
export default function PostEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? 'Edit Post' : 'Create New Post';
  usePageMeta({ title, description: editing ? 'Update a founder story.' : 'Write a new founder story.' });
  const editor = usePostEditor(id);
  const { form, categories, status, problem, conflict } = editor;
  const saving = status === 'saving';
  const postId = editing ? Number(id) : null;

  const { formRef, thenFocusTitle } = useTitleFocus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save();
  };

  return (
    <>
      <PageHeader title={title} intro={editing ? 'Update a founder story.' : 'Write a new founder story.'} />
      <div className={styles.page}>
        {status === 'loading' && <p role="status">Loading post data...</p>}
        {status === 'load-failed' && (
          <>
            {problem && <ErrorNotice problem={problem} />}
            <Link to="/admin/dashboard" className={buttonClassName({ variant: 'tertiary' })}>
              ← Back to Dashboard
            </Link>
          </>
        )}
        {(status === 'ready' || saving) && (
          <>
            {editor.localCopyOffer && (
              <LocalCopyNotice
                copy={editor.localCopyOffer}
                onRestore={thenFocusTitle(editor.restoreLocalCopy)}
                onDiscard={thenFocusTitle(editor.discardLocalCopy)}
              />
            )}
            <EditorBar
              postId={postId}
              previewBody={form.body}
              revisions={
                postId === null
                  ? null
                  : {
                      postId,
                      current: form.values,
                      categories,
                      version: form.version,
                      onRestored: editor.showSaved,
                      isConflict: editor.isConflict,
                    }
              }
            />
            {/* A new generation of values (a restore, their version) restarts the fields, the rich text editor with them. */}
            <form key={form.generation} ref={formRef} className={styles.form} onSubmit={submit}>
              <PostFields values={form.values} setField={form.setField} categories={categories} disabled={saving} />
              <StoryFields values={form.values} setField={form.setField} disabled={saving} originalSlug={form.saved?.slug} />
              {conflict && (
                <ConflictNotice
                  conflict={conflict}
                  yours={form.values}
                  categories={categories}
                  onKeepMine={() => void editor.save(conflict.theirs)}
                  onTakeTheirs={thenFocusTitle(() => editor.showSaved(conflict.theirs))}
                />
              )}
              {problem && <ErrorNotice problem={problem} />}
              <div className={styles.actions}>
                <Button type="submit" variant="primary" size="form" disabled={saving}>
                  {saving ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
                </Button>
                <Link to="/admin/dashboard" className={buttonClassName({ variant: 'tertiary', size: 'form' })}>
                  Cancel
                </Link>
              </div>
            </form>
          </>
        )}
      </div>
      <LeaveDialog blocker={editor.blocker} />
    </>
  );
}
