import { PageHeader, type RemoteRoute } from '@fns/design-system';

/** Screens whose full content lands with the admin issue; until then each shows its heading. */
const PAGES = [
  { path: '/admin/dashboard', title: 'Admin Dashboard', intro: 'Your posts, published and draft.' },
  { path: '/admin/posts/new', title: 'Create New Post', intro: 'Write a new founder story.' },
  { path: '/admin/posts/edit/:id', title: 'Edit Post', intro: 'Update a founder story.' },
  { path: '/admin/manage-cats-tags', title: 'Manage Categories & Tags', intro: 'Organise the blog.' },
];

export const PENDING_PAGES: RemoteRoute[] = PAGES.map(({ path, title, intro }) => ({
  path,
  Component: function PendingPage() {
    return <PageHeader title={title} intro={intro} />;
  },
}));
