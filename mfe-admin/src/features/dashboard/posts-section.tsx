import { ErrorNotice } from '../../components/error-notice';
import type { useStaff } from '../../hooks/use-staff';
import { DashboardLinks } from './dashboard-links';
import { PostList } from './post-list';
import type { PostsTableProps } from './posts-table';
import { useAdminPosts, type PostsState } from './use-admin-posts';
import styles from './posts-section.module.scss';

type Staff = ReturnType<typeof useStaff>;

/** The posts, with the links to the other screens a role may use above them. */
export function PostsSection({ staff }: { staff: Staff }) {
  const { state, deleteProblem, deletingId, remove } = useAdminPosts();
  return (
    <section className={styles.section} aria-labelledby="posts-heading">
      <div className={styles.bar}>
        <h2 id="posts-heading" className={styles.heading}>
          Posts
        </h2>
        <DashboardLinks can={staff.can} />
      </div>
      {deleteProblem && <ErrorNotice problem={deleteProblem} />}
      <Posts state={state} staff={staff} deletingId={deletingId} onDelete={(post) => void remove(post)} />
    </section>
  );
}

interface PostsProps extends Pick<PostsTableProps, 'deletingId' | 'onDelete'> {
  state: PostsState;
  staff: Staff;
}

/** The list once both the posts and the signed-in role are known: each row's actions follow the role. */
function Posts({ state, staff, ...actions }: PostsProps) {
  // First the posts' failure: signed out, it is the one that offers the way back to sign-in.
  if (state.status === 'error') return <ErrorNotice problem={state.problem} />;
  if (staff.state.status === 'failed') return <ErrorNotice problem={staff.state.problem} onRetry={staff.retry} />;
  if (state.status === 'loading' || staff.state.status === 'loading') return <p role="status">Loading posts...</p>;
  if (state.posts.length === 0) return <p className={styles.empty}>No posts found.</p>;
  return <PostList posts={state.posts} staff={staff.state.data} labelledBy="posts-heading" {...actions} />;
}
