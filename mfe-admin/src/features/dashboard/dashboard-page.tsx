import { buttonClassName, PageHeader, usePageMeta } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { ErrorNotice } from '../../components/error-notice';
import { LogOutButton } from '../../components/log-out-button';
import { BackupAlert } from '../backups/backup-alert';
import { SignupsSection } from '../signups/signups-section';
import { AudienceCounts } from './audience-counts';
import { PostsTable } from './posts-table';
import { useAdminPosts } from './use-admin-posts';
import styles from './dashboard-page.module.scss';

export default function DashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Every Founders Never Solo post, published and draft.' });
  const { state, deleteProblem, deletingId, remove } = useAdminPosts();

  return (
    <>
      <PageHeader title="Admin Dashboard" intro="Write, publish and tidy up the founder stories." />
      <BackupAlert />
      <AudienceCounts />
      <SignupsSection />
      <section className={styles.section} aria-labelledby="posts-heading">
        <div className={styles.bar}>
          <h2 id="posts-heading" className={styles.heading}>
            Posts
          </h2>
          <div className={styles.actions}>
            <Link to="/admin/posts/new" className={buttonClassName({ variant: 'primary' })}>
              Create New Post
            </Link>
            <Link to="/admin/manage-cats-tags" className={buttonClassName({ variant: 'tertiary' })}>
              Manage Categories/Tags
            </Link>
            <Link to="/admin/releases" className={buttonClassName({ variant: 'tertiary' })}>
              Releases
            </Link>
            <Link to="/admin/email" className={buttonClassName({ variant: 'tertiary' })}>
              E-mail
            </Link>
            <Link to="/admin/export-import" className={buttonClassName({ variant: 'tertiary' })}>
              Export and import
            </Link>
            <Link to="/admin/account" className={buttonClassName({ variant: 'tertiary' })}>
              Account
            </Link>
            <LogOutButton />
          </div>
        </div>
        {deleteProblem && <ErrorNotice problem={deleteProblem} />}
        {state.status === 'loading' && <p role="status">Loading posts...</p>}
        {state.status === 'error' && <ErrorNotice problem={state.problem} />}
        {state.status === 'loaded' && state.posts.length === 0 && <p className={styles.empty}>No posts found.</p>}
        {state.status === 'loaded' && state.posts.length > 0 && (
          <PostsTable posts={state.posts} labelledBy="posts-heading" deletingId={deletingId} onDelete={(post) => void remove(post)} />
        )}
      </section>
    </>
  );
}
