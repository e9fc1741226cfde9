import type { Account, AdminPostListItem } from '@fns/contracts';
import { PostRow } from './post-row';
import type { PostGroup } from './post-rights';
import styles from './posts-table.module.scss';

const COLUMNS = ['Title', 'Author', 'Status', 'Newsletter', 'Actions'];

export interface PostsTableProps {
  groups: PostGroup[];
  /** The signed-in person: each row offers what their role may do with that post. */
  staff: Account;
  labelledBy: string;
  deletingId: number | null;
  onDelete: (post: AdminPostListItem) => void;
}

/**
 * Title, Author, Status (Draft, Scheduled or Published, with the publish time), Newsletter (when it
 * went out last, and to how many) and Actions per post; a group with a heading starts with it.
 */
export function PostsTable({ groups, staff, labelledBy, deletingId, onDelete }: PostsTableProps) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map(({ heading, posts }) => (
        <tbody key={heading ?? 'posts'}>
          {heading && (
            <tr>
              <th scope="rowgroup" colSpan={COLUMNS.length} className={styles.group}>
                {heading}
              </th>
            </tr>
          )}
          {posts.map((post) => (
            <PostRow key={post.id} post={post} staff={staff} deleting={deletingId === post.id} onDelete={onDelete} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
