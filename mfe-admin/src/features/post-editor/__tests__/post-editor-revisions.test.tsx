import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import type { Revision } from '@fns/contracts';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { openPost, POST, signInAs, STALE_MESSAGE } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();
const NEWER = { id: 'r3', savedAt: '2026-04-20T16:30:00.000Z', savedBy: 'ada', version: 3 };
const OLDER = { id: 'r2', savedAt: '2026-04-14T08:05:00.000Z', savedBy: 'grace', version: 2 };
const { id: _id, version: _version, ...postFields } = POST;
/** The older revision: another title and category, featured. */
const OLDER_DETAIL: Revision = { ...OLDER, post: { ...postFields, title: 'Earlier title', categoryId: 1, featured: true } };
const RESTORED = { ...POST, ...OLDER_DETAIL.post, version: 4 };

/** Post 5 as the server has it now. */
let current = POST;

beforeEach(async () => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  await signInAs(fetchMock);
  current = POST;
});

async function openRevisions(routes: Parameters<typeof openPost>[1] = {}) {
  await openPost(fetchMock, {
    'GET /api/posts/5': () => answer(200, current),
    'GET /api/admin/posts/5/revisions': () => answer(200, [NEWER, OLDER]),
    'GET /api/admin/posts/5/revisions/r2': () => answer(200, OLDER_DETAIL),
    'POST /api/admin/posts/5/revisions/r2/restore': () => answer(200, RESTORED),
    'PUT /api/posts/5': () => answer(200, { ...RESTORED, version: 5 }),
    ...routes,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
  return screen.getByRole('dialog', { name: 'Revisions' });
}

it('lists the revisions newest first, saved when (local time) and by whom', async () => {
  const dialog = await openRevisions();
  const list = await within(dialog).findByRole('list', { name: 'Revisions, newest first' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([`${formatDateTime(NEWER.savedAt)}by ada`, `${formatDateTime(OLDER.savedAt)}by grace`]);
});

it('shows what restoring a revision changes in the form, field by field', async () => {
  const dialog = await openRevisions();
  const older = await within(dialog).findByRole('button', { name: new RegExp(`by grace`) });
  await userEvent.click(older);
  expect(older).toHaveAttribute('aria-pressed', 'true');
  const details = await within(dialog).findByRole('region', { name: `Saved ${formatDateTime(OLDER.savedAt)} by grace` });
  const table = await within(details).findByRole('table', { name: 'What restoring it changes' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  ).toEqual([
    ['Field', 'In the form', 'In this revision'],
    ['Title', 'Old title', 'Earlier title'],
    ['Category', 'ADAPT', 'FACE'],
    ['Featured Post', 'No', 'Yes'],
  ]);
});

it('restores a revision after confirming, with the form version, and shows the result in the form', async () => {
  const dialog = await openRevisions();
  await userEvent.click(await within(dialog).findByRole('button', { name: /by grace/ }));
  const ask = await within(dialog).findByRole('button', { name: 'Restore this revision' });
  await userEvent.click(ask);
  const question = within(dialog).getByRole('group', { name: /^Restore this revision\?/ });
  expect(within(question).getByRole('button', { name: 'Restore' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(ask).toHaveFocus();
  expect(requestsTo(fetchMock, 'POST /api/admin/posts/5/revisions/r2/restore')).toHaveLength(0);

  await userEvent.click(ask);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo(fetchMock, 'POST /api/admin/posts/5/revisions/r2/restore')[0]!.body).toEqual({ version: 3 });
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Earlier title');
  expect(screen.getByRole('checkbox', { name: 'Featured Post' })).toBeChecked();
  expect(screen.getByText(`Restored the revision saved ${formatDateTime(OLDER.savedAt)}.`)).toHaveAttribute('role', 'status');

  // The restore was a save: the next save is based on its version.
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  expect(requestsTo(fetchMock, 'PUT /api/posts/5')[0]!.body).toMatchObject({ title: 'Earlier title', version: 4 });
});

it('a restore that meets a newer version closes the dialog and offers to compare, as a save does', async () => {
  const dialog = await openRevisions({ 'POST /api/admin/posts/5/revisions/r2/restore': () => answer(409, { message: STALE_MESSAGE }) });
  current = { ...POST, version: 4, title: 'Their title' };
  await userEvent.click(await within(dialog).findByRole('button', { name: /by grace/ }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore this revision' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_MESSAGE);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old title');
  await userEvent.click(within(alert).getByRole('button', { name: 'Compare versions' }));
  expect(within(screen.getByRole('dialog', { name: 'Compare versions' })).getByRole('row', { name: /Title/ })).toHaveTextContent(
    'Old titleTheir title',
  );
});

it('says so when a revision cannot be read, with a retry', async () => {
  await openPost(fetchMock, { 'GET /api/admin/posts/5/revisions': () => answer(500, {}) });
  await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
  const alert = await within(screen.getByRole('dialog')).findByRole('alert');
  expect(alert).toHaveTextContent('HTTP error! Status: 500.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
