import { LocalDateTime } from '../../components/local-date-time';
import type { AdminPostListItem, PostStatus } from '@fns/contracts';
import styles from './posts-table.module.scss';

const LABELS: Record<PostStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
/** How the publish time follows the status: "Scheduled for …", "Published on …". */
const TIME_PREFIX: Record<PostStatus, string | null> = { draft: null, scheduled: 'for', published: 'on' };

/** A post's status badge and, once it is scheduled or published, when it goes (or went) live. */
export function PostStatusCell({ status, publishAt }: Pick<AdminPostListItem, 'status' | 'publishAt'>) {
  const prefix = TIME_PREFIX[status];
  return (
    <>
      <span className={styles[status]}>{LABELS[status]}</span>
      {prefix && publishAt && (
        <span className={styles.publishTime}>
          {` ${prefix} `}
          <LocalDateTime iso={publishAt} />
        </span>
      )}
    </>
  );
}
