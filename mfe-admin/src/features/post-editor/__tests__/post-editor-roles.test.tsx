import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { toFormValues } from '../post-form';
import { CATEGORIES, createMode, openPost, POST, signInAs } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();
const DRAFT_NOTE = 'An editor publishes your draft when it is ready.';
const LOCKED = 'Contributors cannot change a published or scheduled post.';
const publishControls = () => [screen.queryByRole('checkbox', { name: 'Published' }), screen.queryByLabelText('Publish at')];

beforeEach(() => {
  fetchMock.mockReset();
  window.localStorage.clear();
  storeAuthToken('jwt');
});

describe('a Contributor', () => {
  beforeEach(() => signInAs(fetchMock, 'contributor'));

  it('writes a new post as a draft: no publish controls, a note instead, and a save that does not publish', async () => {
    routeFetch(fetchMock, { 'GET /api/categories': () => answer(200, CATEGORIES), 'POST /api/posts': () => answer(201, POST) });
    await createMode();
    expect(publishControls()).toEqual([null, null]);
    expect(screen.getByText(DRAFT_NOTE)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'My story');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/posts')).toHaveLength(1));
    const { body } = requestsTo(fetchMock, 'POST /api/posts')[0]!;
    expect(body).toMatchObject({ title: 'My story', published: false });
    expect(body).not.toHaveProperty('publishAt');
  });

  it('saves their draft as a draft, whatever a local copy held', async () => {
    const kept = { ...toFormValues(POST, 'http://localhost'), title: 'Kept title', published: true, publishAt: '2026-05-01T09:00' };
    window.localStorage.setItem('fns.post-draft.5', JSON.stringify({ values: kept, savedAt: '2026-04-20T16:30:00.000Z', version: 3 }));
    await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(200, { ...POST, version: 4 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(publishControls()).toEqual([null, null]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/posts/5')).toHaveLength(1));
    const { body } = requestsTo(fetchMock, 'PUT /api/posts/5')[0]!;
    expect(body).toMatchObject({ title: 'Kept title', published: false });
    expect(body).not.toHaveProperty('publishAt');
  });

  it.each([
    ['published', null],
    ['scheduled', '2099-05-01T09:00:00.000Z'],
  ])('sees their %s post read-only, says why, and offers no save', async (_status, publishAt) => {
    await openPost(fetchMock, {}, { ...POST, published: true, publishAt });
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toBeDisabled();
    expect(publishControls()).toEqual([null, null]);
    expect(screen.queryByText(DRAFT_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/dashboard');
  });
});

it('an Author publishes: the Published checkbox, and no note', async () => {
  await signInAs(fetchMock, 'author');
  await openPost(fetchMock, {}, { ...POST, published: true });
  expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  expect(screen.getByLabelText('Publish at')).toBeEnabled();
  expect(screen.queryByText(DRAFT_NOTE)).not.toBeInTheDocument();
  expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update Post' })).toBeEnabled();
});
