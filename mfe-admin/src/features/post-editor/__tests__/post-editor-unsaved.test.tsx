import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { toFormValues } from '../post-form';
import { LOCAL_COPY_DELAY_MS } from '../unsaved/use-local-copy';
import { createMode, editMode, openPost, POST, signInAs } from './editor-fixtures';

jest.mock('../rich-text-editor');

const fetchMock = installFetchMock();
const KEY = 'fns.post-draft.5';
const SAVED_VALUES = toFormValues(POST, 'http://localhost');
const storedCopy = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;
const titleField = () => screen.getByRole('textbox', { name: 'Title' });

beforeEach(async () => {
  fetchMock.mockReset();
  window.localStorage.clear();
  storeAuthToken('jwt');
  await signInAs(fetchMock);
});

describe('leaving with unsaved changes', () => {
  it('asks first: "Stay" keeps the editor as it was, "Leave" goes', async () => {
    await openPost(fetchMock);
    await userEvent.type(titleField(), ' changed');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. Leave without saving?');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/posts/edit/5');
    expect(titleField()).toHaveValue('Old title changed');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  });

  it('Escape stays too', async () => {
    await openPost(fetchMock);
    await userEvent.type(titleField(), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/posts/edit/5');
  });

  it('does not ask without changes', async () => {
    await openPost(fetchMock);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  });

  it('does not ask after a successful save', async () => {
    await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(200, { ...POST, version: 4 }) });
    await userEvent.type(titleField(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before the tab closes, only while there are unsaved changes', async () => {
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await openPost(fetchMock);
    expect(closeTab()).toBe(false);
    await userEvent.type(titleField(), '!');
    expect(closeTab()).toBe(true);
    await userEvent.type(titleField(), '{Backspace}');
    expect(closeTab()).toBe(false);
  });
});

describe('the local copy', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const keep = (copy: object) => window.localStorage.setItem(KEY, JSON.stringify(copy));
  const KEPT_AT = '2026-04-20T16:30:00.000Z';

  it('is written a second after the typing stops, with its time and version, and removed by a save', async () => {
    await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(200, { ...POST, title: 'Old title!', version: 4 }) });
    await user().type(titleField(), '!');
    act(() => jest.advanceTimersByTime(LOCAL_COPY_DELAY_MS - 1));
    expect(storedCopy()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(storedCopy()).toEqual({ values: { ...SAVED_VALUES, title: 'Old title!' }, version: 3, savedAt: new Date().toISOString() });

    await user().click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(storedCopy()).toBeNull();
  });

  it('found on opening, is offered back; "Restore" puts it in the form with the version it was based on', async () => {
    keep({ values: { ...SAVED_VALUES, title: 'Kept title' }, savedAt: KEPT_AT, version: 2 });
    await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(200, { ...POST, version: 4 }) });
    expect(screen.getByText(`Unsaved changes from ${formatDateTime(KEPT_AT)} were found.`)).toHaveAttribute('role', 'status');
    expect(titleField()).toHaveValue('Old title');

    await user().click(screen.getByRole('button', { name: 'Restore' }));
    expect(titleField()).toHaveValue('Kept title');
    expect(titleField()).toHaveFocus();
    expect(screen.queryByText(/were found/)).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/posts/5')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/posts/5')[0]!.body).toMatchObject({ title: 'Kept title', version: 2 });
  });

  it('"Discard" drops it and leaves the post as saved', async () => {
    keep({ values: { ...SAVED_VALUES, title: 'Kept title' }, savedAt: KEPT_AT, version: 3 });
    await openPost(fetchMock);
    await user().click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/were found/)).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('Old title');
    expect(storedCopy()).toBeNull();
  });

  it('is dropped without a word when it matches the post', async () => {
    keep({ values: SAVED_VALUES, savedAt: KEPT_AT, version: 3 });
    await openPost(fetchMock);
    expect(screen.queryByText(/were found/)).not.toBeInTheDocument();
    expect(storedCopy()).toBeNull();
  });

  it('for a new post is kept under its own key', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await createMode();
    await user().type(titleField(), 'Fresh');
    act(() => jest.advanceTimersByTime(LOCAL_COPY_DELAY_MS));
    expect(JSON.parse(window.localStorage.getItem('fns.post-draft.new')!)).toMatchObject({ values: { title: 'Fresh' }, version: null });
  });

  it('outlives an expired session: kept at once, offered back once signed in and the post reopened', async () => {
    const expired = 'Your session has expired. Please log in again.';
    const { unmount } = await openPost(fetchMock, { 'PUT /api/posts/5': () => answer(401, { message: expired }) });
    await user().type(titleField(), '!');
    await user().click(screen.getByRole('button', { name: 'Update Post' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expired);
    expect(alert).toHaveTextContent('Your changes are kept in this browser and offered back when you open this post again.');
    expect(storedCopy()).toMatchObject({ values: { title: 'Old title!' }, version: 3 });
    await user().click(within(alert).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
    unmount();

    storeAuthToken('new-jwt');
    await signInAs(fetchMock);
    editMode();
    await user().click(await screen.findByRole('button', { name: 'Restore' }));
    expect(titleField()).toHaveValue('Old title!');
  });
});
