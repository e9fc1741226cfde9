import type { Account, StaffRole } from '@fns/contracts';
import { screen } from '@testing-library/react';
import type { EditablePost } from '../../../lib/post-types';
import { forgetSignedInStaff, loadSignedInStaff } from '../../../lib/signed-in-staff';
import { answer, routeFetch, type FetchMock } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import PostEditorPage from '../post-editor-page';

/** What the editor's tests share: the categories, post 5 at version 3, and the editor opened on it. */
export const CATEGORIES = [
  { id: 1, name: 'FACE' },
  { id: 2, name: 'ADAPT' },
];

export const POST: EditablePost = {
  id: 5,
  version: 3,
  slug: 'old-slug',
  title: 'Old title',
  content: '<p>Old</p>',
  vision: 'V',
  reality: null,
  outcome: null,
  image: '/api/media/sample/a.jpg',
  featured: false,
  published: false,
  publishAt: null,
  categoryId: 2,
  beforeImage: null,
  afterImage: null,
  quote: null,
  partnerName: null,
  partnerRole: null,
  partnerContribution: null,
  partnershipOutcome: null,
};

/** The API's answer to a PUT naming a version someone else has saved over. */
export const STALE_MESSAGE =
  'This post was changed by someone else since you opened it. Compare both versions, then save again to keep yours.';

/**
 * Signs in as a staff member of `role`, as the role gate (app/role-gate.tsx) has by the time the editor
 * opens: their account is read and kept, and the test's own requests start counting after it.
 */
export async function signInAs(fetchMock: FetchMock, role: StaffRole = 'administrator') {
  const account: Account = {
    id: 'a'.repeat(24),
    username: role,
    name: role,
    role,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    email: null,
  };
  forgetSignedInStaff();
  fetchMock.mockImplementationOnce(() => Promise.resolve(answer(200, account)));
  await loadSignedInStaff();
  fetchMock.mockClear();
}

/** Opens the editor on a new post and waits for the form. */
export async function createMode() {
  const rendered = renderAt(PostEditorPage, '/admin/posts/new', '/admin/posts/new');
  await screen.findByRole('textbox', { name: 'Title' });
  return rendered;
}

export const editMode = () => renderAt(PostEditorPage, '/admin/posts/edit/5', '/admin/posts/edit/:id');

type Routes = Parameters<typeof routeFetch>[1];

/** Opens post 5 in the editor (the categories and the post answer, then `routes`) and waits for the form. */
export async function openPost(fetchMock: FetchMock, routes: Routes = {}, post: EditablePost = POST) {
  routeFetch(fetchMock, {
    'GET /api/categories': () => answer(200, CATEGORIES),
    'GET /api/posts/5': () => answer(200, post),
    ...routes,
  });
  const rendered = editMode();
  await screen.findByRole('textbox', { name: 'Title' });
  return rendered;
}
