import { Button, buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import type { AdminPostListItem } from '@fns/contracts';
import { PostStatusCell } from './post-status';
import styles from './posts-table.module.scss';

interface PostsTableProps {
  posts: AdminPostListItem[];
  labelledBy: string;
  deletingId: number | null;
  onDelete: (post: AdminPostListItem) => void;
}

/** Title, Status (Draft, Scheduled or Published, with the publish time) and Actions (Edit, Delete) per post. */
export function PostsTable({ posts, labelledBy, deletingId, onDelete }: PostsTableProps) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <th scope="row" className={styles.title}>
              {post.title}
            </th>
            <td>
              <PostStatusCell status={post.status} publishAt={post.publishAt} />
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  to={`/admin/posts/edit/${post.id}`}
                  className={buttonClassName({ variant: 'tertiary' })}
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </Link>
                <Button
                  variant="insight"
                  aria-label={`Delete ${post.title}`}
                  loading={deletingId === post.id}
                  loadingLabel={`Deleting ${post.title}`}
                  onClick={() => onDelete(post)}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
