import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { openPost, POST, signInAs, STALE_MESSAGE } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();
/** Saved by someone else meanwhile: a new title and content, at version 4. */
const THEIRS = { ...POST, version: 4, title: 'Their title', content: '<p>Their <strong>words</strong></p>' };

beforeEach(async () => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  await signInAs(fetchMock);
});

/**
 * Opens post 5 at version 3, then THEIRS (version 4) is saved on the server; the PUT answers as the
 * API does, a 409 for any other version. The admin changes the title and saves.
 */
async function saveOverTheirs() {
  let current = POST;
  const put = () => {
    const sent = requestsTo(fetchMock, 'PUT /api/posts/5').at(-1)!.body as { version: number };
    return sent.version === current.version
      ? answer(200, { ...current, title: 'My title', version: current.version + 1 })
      : answer(409, { message: STALE_MESSAGE });
  };
  await openPost(fetchMock, { 'GET /api/posts/5': () => answer(200, current), 'PUT /api/posts/5': put });
  current = THEIRS;
  const title = screen.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.type(title, 'My title');
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
}

it('keeps the form as it is, shows the message and offers to compare the versions side by side', async () => {
  await saveOverTheirs();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_MESSAGE);
  expect(requestsTo(fetchMock, 'PUT /api/posts/5')[0]!.body).toMatchObject({ title: 'My title', version: 3 });
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
  expect(screen.getByTestId('path')).toHaveTextContent('/admin/posts/edit/5');

  await userEvent.click(within(alert).getByRole('button', { name: 'Compare versions' }));
  const dialog = screen.getByRole('dialog', { name: 'Compare versions' });
  const table = within(dialog).getByRole('table', { name: 'Fields that differ' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Field', 'Yours', 'Theirs']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['Title', 'My title', 'Their title'],
    ['Content', 'Old', 'Their words'],
  ]);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('"Keep mine" saves the form again over their version', async () => {
  await saveOverTheirs();
  await userEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));

  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  const [, again] = requestsTo(fetchMock, 'PUT /api/posts/5');
  // Their newer version, and every field as the form has it (their new content is not merged in).
  expect(again!.body).toMatchObject({ version: 4, title: 'My title', content: '<p>Old</p>' });
});

it('"Take theirs" puts their version in the form, and the next save is based on it', async () => {
  await saveOverTheirs();
  await userEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Take theirs' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title).toHaveValue('Their title');
  expect(title).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(THEIRS.content);
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
  await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/posts/5')).toHaveLength(2));
  expect(requestsTo(fetchMock, 'PUT /api/posts/5')[1]!.body).toMatchObject({ title: 'Their title', version: 4 });
});

it('a 409 of another kind (the slug is taken, the version unchanged) is an ordinary error', async () => {
  await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(409, { message: 'The slug "taken" is already used by another post.' }) });
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The slug "taken" is already used by another post.');
  expect(within(alert).queryByRole('button', { name: 'Compare versions' })).not.toBeInTheDocument();
});
