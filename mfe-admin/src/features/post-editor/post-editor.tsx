import { Button, buttonClassName } from '@fns/design-system';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
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

interface PostEditorProps {
  /** The post to edit; none in create mode. */
  id: string | undefined;
  /** Whether the signed-in role publishes and schedules ("posts.publish"); without it, a save is a draft. */
  mayPublish: boolean;
}

/** The editor of one post: its form, the preview and revisions above it, and what keeps its edits. */
export function PostEditor({ id, mayPublish }: PostEditorProps) {
  const editing = id !== undefined;
  const editor = usePostEditor(id, mayPublish);
  const { form, categories, status, problem, conflict } = editor;
  const saving = status === 'saving';
  const postId = editing ? Number(id) : null;
  // Once published or scheduled, a post is an editor's to change: the API refuses a Contributor's save.
  const locked = !mayPublish && form.saved?.published === true;

  const { formRef, thenFocusTitle } = useTitleFocus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save();
  };

  return (
    <>
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
          {locked && <p className={styles.notice}>Contributors cannot change a published or scheduled post.</p>}
          {/* A new generation of values (a restore, their version) restarts the fields, the rich text editor with them. */}
          <form key={form.generation} ref={formRef} className={styles.form} onSubmit={submit}>
            <PostFields
              values={form.values}
              setField={form.setField}
              categories={categories}
              disabled={saving || locked}
              mayPublish={mayPublish}
            />
            <StoryFields values={form.values} setField={form.setField} disabled={saving || locked} originalSlug={form.saved?.slug} />
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
              {!locked && (
                <Button type="submit" variant="primary" size="form" disabled={saving}>
                  {saving ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
                </Button>
              )}
              <Link to="/admin/dashboard" className={buttonClassName({ variant: 'tertiary', size: 'form' })}>
                Cancel
              </Link>
            </div>
          </form>
        </>
      )}
      <LeaveDialog blocker={editor.blocker} />
    </>
  );
}
