import { roleHas } from '@fns/contracts/roles';
import type { Account, AdminPostListItem, PostStaff } from '@fns/contracts';

type Author = NonNullable<PostStaff>;

const isOwn = (post: AdminPostListItem, staff: Account) => post.author?.id === staff.id;

/**
 * Whether the signed-in person may edit and delete `post`, as the API decides (post-access.ts): every
 * post with "posts.all"; their own with "posts.publish"; a Contributor only their own drafts.
 */
export const mayChangePost = (staff: Account, post: AdminPostListItem): boolean =>
  roleHas(staff.role, 'posts.all') || (isOwn(post, staff) && (roleHas(staff.role, 'posts.publish') || post.status === 'draft'));

export interface PostGroup {
  /** Null for the one plain list when the signed-in person has no drafts in it. */
  heading: string | null;
  posts: AdminPostListItem[];
}

/** The signed-in person's drafts first, under "Your drafts", then the other posts in the list's order. */
export function groupPosts(posts: AdminPostListItem[], staff: Account): PostGroup[] {
  const yours = posts.filter((post) => post.status === 'draft' && isOwn(post, staff));
  if (yours.length === 0) return [{ heading: null, posts }];
  const others = posts.filter((post) => !yours.includes(post));
  return [
    { heading: 'Your drafts', posts: yours },
    { heading: 'Other posts', posts: others },
  ].filter((group) => group.posts.length > 0);
}

/** Each author in the list once, by name; posts without one (sample and imported posts) name none. */
export function authorsOf(posts: AdminPostListItem[]): Author[] {
  const byId = new Map(posts.flatMap(({ author }) => (author ? [[author.id, author] as const] : [])));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
