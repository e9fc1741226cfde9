import type { AdminPostListItem } from '@fns/contracts';
import { Select } from '@fns/design-system/forms';
import { useState } from 'react';
import { authorsOf, groupPosts } from './post-rights';
import { PostsTable, type PostsTableProps } from './posts-table';
import styles from './posts-table.module.scss';

/** The author filter's value for every post. */
const EVERYONE = '';

interface PostListProps extends Omit<PostsTableProps, 'groups'> {
  posts: AdminPostListItem[];
}

/** The posts, the signed-in person's drafts first; with several authors, a filter by author (the list is whole). */
export function PostList({ posts, staff, ...table }: PostListProps) {
  const [chosen, setChosen] = useState(EVERYONE);
  const authors = authorsOf(posts);
  // An author whose last post was just deleted is no longer a choice: everyone's posts show again.
  const authorId = authors.some(({ id }) => id === chosen) ? chosen : EVERYONE;
  const shown = authorId === EVERYONE ? posts : posts.filter(({ author }) => author?.id === authorId);
  return (
    <>
      {authors.length > 1 && (
        <Select
          label="Author"
          name="author"
          className={styles.filter}
          placeholder="Everyone"
          options={authors.map(({ id, name }) => ({ value: id, label: name }))}
          value={authorId}
          onChange={(event) => setChosen(event.target.value)}
        />
      )}
      <PostsTable groups={groupPosts(shown, staff)} staff={staff} {...table} />
    </>
  );
}
