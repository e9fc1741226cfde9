import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { formatTime } from '../../../lib/local-time';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { CATEGORIES, createMode, openPost, signInAs } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();
const LINK = { url: '/blog/old-slug?preview=tok123', expiresAt: '2026-05-01T10:42:00.000Z' };
let openSpy: jest.SpiedFunction<typeof window.open>;

beforeEach(async () => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  await signInAs(fetchMock);
  openSpy = jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

it('is unavailable for a new post until its first save, and says so', async () => {
  routeFetch(fetchMock, { 'GET /api/categories': () => answer(200, CATEGORIES) });
  await createMode();
  await screen.findByRole('textbox', { name: 'Content' });
  const preview = screen.getByRole('button', { name: 'Preview' });
  expect(preview).toBeDisabled();
  expect(preview).toHaveAccessibleDescription('Save the post once to preview it.');
  expect(screen.queryByRole('button', { name: 'Revisions' })).not.toBeInTheDocument();
});

it('sends the unsaved form, opens the link in a new tab, and shows it to copy with its expiry', async () => {
  const user = userEvent.setup();
  await openPost(fetchMock, { 'POST /api/admin/posts/5/preview': () => answer(201, LINK) });
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'Unsaved title');
  await user.click(screen.getByRole('button', { name: 'Preview' }));

  await waitFor(() => expect(openSpy).toHaveBeenCalledWith(LINK.url, '_blank', 'noopener'));
  const [sent] = requestsTo(fetchMock, 'POST /api/admin/posts/5/preview');
  expect(sent).toMatchObject({ authorization: 'Bearer jwt', body: { title: 'Unsaved title', content: '<p>Old</p>' } });
  expect(sent!.body).not.toHaveProperty('version');
  expect(
    screen.getByText(`Preview link, valid until ${formatTime(LINK.expiresAt)} — anyone with it can see this version`),
  ).toBeInTheDocument();
  const address = `http://localhost${LINK.url}`;
  expect(screen.getByRole('link', { name: address })).toHaveAttribute('href', address);

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied.')).toHaveAttribute('role', 'status');
  await expect(navigator.clipboard.readText()).resolves.toBe(address);
  // Nothing was saved: the form still has its change.
  expect(requestsTo(fetchMock, 'PUT /api/posts/5')).toHaveLength(0);
  expect(title).toHaveValue('Unsaved title');
});

it('shows a refused preview with the way back to sign-in', async () => {
  await openPost(fetchMock, {
    'POST /api/admin/posts/5/preview': () => answer(401, { message: 'Your session has expired. Please log in again.' }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
  expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  expect(openSpy).not.toHaveBeenCalled();
});
