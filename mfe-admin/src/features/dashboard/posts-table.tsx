import { Button, buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import type { AdminPostListItem } from '@fns/contracts';
import { NewsletterCell } from './post-newsletter';
import { PostStatusCell } from './post-status';
import styles from './posts-table.module.scss';

interface PostsTableProps {
  posts: AdminPostListItem[];
  labelledBy: string;
  deletingId: number | null;
  onDelete: (post: AdminPostListItem) => void;
}

/** A row's link to another screen, looking like its buttons, named for the row's post. */
function RowLink({ to, name, children }: { to: string; name: string; children: string }) {
  return (
    <Link to={to} className={buttonClassName({ variant: 'tertiary' })} aria-label={name}>
      {children}
    </Link>
  );
}

/**
 * Title, Status (Draft, Scheduled or Published, with the publish time), Newsletter (when it went out
 * last, and to how many) and Actions (Edit, Delete, and Send as newsletter once published) per post.
 */
export function PostsTable({ posts, labelledBy, deletingId, onDelete }: PostsTableProps) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Newsletter</th>
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
            <td className={styles.newsletter} data-label="Newsletter">
              <NewsletterCell newsletter={post.newsletter} />
            </td>
            <td>
              <div className={styles.actions}>
                <RowLink to={`/admin/posts/edit/${post.id}`} name={`Edit ${post.title}`}>
                  Edit
                </RowLink>
                {post.status === 'published' && (
                  <RowLink to={`/admin/posts/newsletter/${post.id}`} name={`Send as newsletter: ${post.title}`}>
                    Send as newsletter
                  </RowLink>
                )}
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
