import { roleHas, type Account, type AdminPostListItem } from '@fns/contracts';
import { Button, buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { NewsletterCell } from './post-newsletter';
import { mayChangePost } from './post-rights';
import { PostStatusCell } from './post-status';
import styles from './posts-table.module.scss';

interface PostRowProps {
  post: AdminPostListItem;
  staff: Account;
  deleting: boolean;
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

/** A post and what the signed-in role may do with it: Edit and Delete, and Send as newsletter once published. */
export function PostRow({ post, staff, deleting, onDelete }: PostRowProps) {
  const mayChange = mayChangePost(staff, post);
  return (
    <tr>
      <th scope="row" className={styles.title}>
        {post.title}
      </th>
      <td className={styles.author} data-label="Author">
        {post.author?.name ?? '—'}
      </td>
      <td>
        <PostStatusCell status={post.status} publishAt={post.publishAt} />
      </td>
      <td className={styles.newsletter} data-label="Newsletter">
        <NewsletterCell newsletter={post.newsletter} />
      </td>
      <td>
        <div className={styles.actions}>
          {mayChange && (
            <RowLink to={`/admin/posts/edit/${post.id}`} name={`Edit ${post.title}`}>
              Edit
            </RowLink>
          )}
          {post.status === 'published' && roleHas(staff.role, 'audience') && (
            <RowLink to={`/admin/posts/newsletter/${post.id}`} name={`Send as newsletter: ${post.title}`}>
              Send as newsletter
            </RowLink>
          )}
          {mayChange && (
            <Button
              variant="insight"
              aria-label={`Delete ${post.title}`}
              loading={deleting}
              loadingLabel={`Deleting ${post.title}`}
              onClick={() => onDelete(post)}
            >
              Delete
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
