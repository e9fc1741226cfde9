import { PageHeader, usePageMeta } from '@fns/design-system';
import { useParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/error-notice';
import { useStaff } from '../../hooks/use-staff';
import { PostEditor } from './post-editor';
import styles from './post-editor-page.module.scss';

/** /admin/posts/new (create mode) and /admin/posts/edit/{id} (edit mode). */
export default function PostEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? 'Edit Post' : 'Create New Post';
  const intro = editing ? 'Update a founder story.' : 'Write a new founder story.';
  usePageMeta({ title, description: intro });
  // The editor waits for the role: what it offers follows it (a Contributor writes drafts only).
  const { state, retry, can } = useStaff();

  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={styles.page}>
        {state.status === 'loading' && <p role="status">Loading post data...</p>}
        {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
        {state.status === 'done' && <PostEditor id={id} mayPublish={can('posts.publish')} />}
      </div>
    </>
  );
}
