import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { fromDateTimeLocal } from '../../../lib/local-time';
import { answer, callsTo, installFetchMock, requestOf, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import { libraryImage, mediaPage, pngFile, UPLOADED } from '../../media/__tests__/media-fixtures';
import PostEditorPage from '../post-editor-page';
import { CATEGORIES, createMode, editMode, POST, signInAs } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();

beforeEach(async () => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  await signInAs(fetchMock);
});

it('creates a post: category as an integer, "Saving..." while saving, then the dashboard', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, {
    'GET /api/categories': () => answer(200, CATEGORIES),
    'POST /api/posts': () => new Promise<Response>((resolve) => (release = resolve)),
  });
  await createMode();
  expect(screen.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeInTheDocument();
  const category = screen.getByRole('combobox', { name: 'Category' });
  expect(within(category).getAllByRole('option')[0]).toHaveTextContent('-- Select Category --');
  await screen.findByRole('option', { name: 'ADAPT' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'New story');
  expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('placeholder', 'new-story');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Content' }), '<p>Body</p>');
  await userEvent.selectOptions(category, 'ADAPT');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Featured Post' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));

  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(requestOf(fetchMock, 1).body).toMatchObject({
    title: 'New story',
    content: '<p>Body</p>',
    categoryId: 2,
    featured: true,
    published: false,
    image: null,
  });
  expect(requestOf(fetchMock, 1).body).not.toHaveProperty('slug');
  release(answer(201, POST));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  // Saved: no local copy is left, though the server generated the slug the form left empty.
  expect(window.localStorage.getItem('fns.post-draft.new')).toBeNull();
});

it('shows a failed save inline and stays', async () => {
  routeFetch(fetchMock, {
    'GET /api/categories': () => answer(200, CATEGORIES),
    'POST /api/posts': () => answer(409, { message: 'The slug "taken" is already used by another post.' }),
  });
  await createMode();
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'T');
  await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'taken');
  await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The slug "taken" is already used by another post.');
  expect(requestOf(fetchMock, 1).body).toMatchObject({ slug: 'taken' });
  expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  expect(screen.getByTestId('path')).toHaveTextContent('/admin/posts/new');
});

it('refuses to save without a token and offers the way back to sign-in', async () => {
  routeFetch(fetchMock, { 'GET /api/categories': () => answer(200, CATEGORIES) });
  await createMode();
  removeAuthToken();
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'T');
  await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Authentication token not found. Please log in.');
  expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST /api/posts')).toBe(0);
});

it('loads the post with the token, then updates it without touching the unchanged slug', async () => {
  routeFetch(fetchMock, {
    'GET /api/categories': () => answer(200, CATEGORIES),
    'GET /api/posts/5': () => answer(200, POST),
    'PUT /api/posts/5': () => answer(200, POST),
  });
  editMode();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading post data...');
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Old title');
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/posts/5', authorization: 'Bearer jwt' });
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
  expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue('http://localhost/api/media/sample/a.jpg');
  expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('old-slug');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
  await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  const put = requestOf(fetchMock, 2);
  expect(put.body).toMatchObject({ title: 'Old title', published: true, categoryId: 2, image: '/api/media/sample/a.jpg', version: 3 });
  expect(put.body).not.toHaveProperty('slug');
  expect(put.body).not.toHaveProperty('publishAt');
});

describe('Publish at', () => {
  const HINT = 'Leave empty to publish now. A future time schedules the post.';
  const publishAtField = () => screen.queryByLabelText('Publish at');

  it('shows only for a published post, with its hint, and sends the local time as ISO 8601', async () => {
    routeFetch(fetchMock, { 'GET /api/categories': () => answer(200, CATEGORIES), 'POST /api/posts': () => answer(201, POST) });
    await createMode();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Later');
    expect(publishAtField()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    const field = publishAtField()!;
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveAccessibleDescription(HINT);
    fireEvent.change(field, { target: { value: '2026-05-01T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/posts')).toHaveLength(1));
    const { body } = requestsTo(fetchMock, 'POST /api/posts')[0]!;
    expect(body).toMatchObject({ published: true, publishAt: fromDateTimeLocal('2026-05-01T09:00') });
    expect((body as { publishAt: string }).publishAt).toBe(new Date(2026, 4, 1, 9, 0).toISOString());
  });

  it('shows a stored time in local time, leaves it out while unchanged and sends null once cleared', async () => {
    const scheduled = { ...POST, published: true, publishAt: new Date(2026, 4, 1, 9, 0).toISOString() };
    routeFetch(fetchMock, {
      'GET /api/categories': () => answer(200, CATEGORIES),
      'GET /api/posts/5': () => answer(200, scheduled),
      'PUT /api/posts/5': () => answer(409, { message: 'The slug "old-slug" is already used by another post.' }),
    });
    editMode();
    const field = await screen.findByLabelText('Publish at');
    expect(field).toHaveValue('2026-05-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    await screen.findByRole('alert');
    expect(requestsTo(fetchMock, 'PUT /api/posts/5')[0]!.body).not.toHaveProperty('publishAt');

    fireEvent.change(field, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/posts/5')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'PUT /api/posts/5')[1]!.body).toMatchObject({ publishAt: null });
  });
});

it('puts "Failed to load categories/tags." on a new line after a load error', async () => {
  routeFetch(fetchMock, {
    'GET /api/categories': () => answer(500, {}),
    'GET /api/posts/5': () => answer(404, { message: 'Post not found.' }, 'Not Found'),
  });
  editMode();
  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('p')?.textContent).toBe('Post not found.\nFailed to load categories/tags.');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
});

it('falls back to "Failed to fetch post: {status text}"', async () => {
  routeFetch(fetchMock, { 'GET /api/categories': () => answer(200, []), 'GET /api/posts/5': () => answer(502, 'gateway', 'Bad Gateway') });
  editMode();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch post: Bad Gateway');
});

it('shows "Failed to load categories/tags." alone in create mode', async () => {
  routeFetch(fetchMock, { 'GET /api/categories': () => answer(500, {}) });
  await createMode();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load categories\/tags\.$/);
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/dashboard');
});

describe('image fields', () => {
  const COVER = libraryImage(1);

  beforeEach(async () => {
    routeFetch(fetchMock, {
      'GET /api/categories': () => answer(200, [{ id: 1, name: 'FACE' }]),
      'GET /api/admin/media': () => answer(200, mediaPage([COVER])),
      'POST /api/admin/media': () => answer(201, UPLOADED),
      'POST /api/posts': () => answer(201, {}),
    });
    renderAt(PostEditorPage, '/admin/posts/new', '/admin/posts/new');
    await screen.findByRole('option', { name: 'FACE' });
  });

  it('fills a field with the chosen image as an absolute URL, shows it, and saves it as its site path', async () => {
    const button = screen.getByRole('button', { name: 'Choose image for Image URL' });
    await userEvent.click(button);
    await userEvent.click(
      await within(screen.getByRole('dialog', { name: 'Choose image' })).findByRole('button', { name: 'photo-1.png 64 × 40' }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    const field = screen.getByRole('textbox', { name: 'Image URL' });
    expect(field).toHaveValue(`http://localhost${COVER.url}`);
    // The preview repeats what the field says: a decorative image.
    expect(screen.getByRole('presentation')).toHaveAttribute('src', `${COVER.url}?w=480`);

    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'With a cover');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/posts')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/posts')[0]!.body).toMatchObject({ image: COVER.url, beforeImage: null });
  });

  it('fills the before and after images each from its own picker, an upload included', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Choose image for Before image URL' }));
    await userEvent.upload(screen.getByLabelText('Upload an image'), pngFile());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Before image URL' })).toHaveValue(`http://localhost${UPLOADED.url}`);
    expect(screen.getByRole('button', { name: 'Choose image for Before image URL' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'After image URL' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');
  });

  it('keeps a typed URL as typed, without a preview', async () => {
    const field = screen.getByRole('textbox', { name: 'After image URL' });
    await userEvent.type(field, 'https://images.example/after.png');
    expect(field).toHaveValue('https://images.example/after.png');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });
});
