import { Button, buttonClassName, PageHeader, usePageMeta } from '@fns/design-system';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/error-notice';
import { PostFields } from './post-fields';
import { StoryFields } from './story-fields';
import { usePostEditor } from './use-post-editor';
import styles from './post-editor-page.module.scss';

/** /admin/posts/new (create mode) and /admin/posts/edit/{id} (edit mode). */
export default function PostEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? 'Edit Post' : 'Create New Post';
  usePageMeta({ title, description: editing ? 'Update a founder story.' : 'Write a new founder story.' });
  const { values, setField, categories, status, problem, save, originalSlug } = usePostEditor(id);
  const saving = status === 'saving';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
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
          <form className={styles.form} onSubmit={submit}>
            <PostFields values={values} setField={setField} categories={categories} disabled={saving} />
            <StoryFields values={values} setField={setField} disabled={saving} originalSlug={originalSlug} />
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
        )}
      </div>
    </>
  );
}
