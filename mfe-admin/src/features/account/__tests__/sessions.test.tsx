import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { formatDateTime } from '../../../lib/local-time';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { FIREFOX_UA, openAccount, PHONE_SESSION, routeAccount, SESSIONS_API, THIS_SESSION } from './account-fixtures';

const fetchMock = installFetchMock();
const phoneButton = `Sign out Safari on iOS, last active ${formatDateTime(PHONE_SESSION.lastSeenAt)}`;

const table = () => screen.findByRole('table', { name: 'Sessions' });
const endedIds = () => requestsTo(fetchMock, 'DELETE /api/auth/sessions/s-phone').length;

beforeEach(() => {
  fetchMock.mockReset();
  window.localStorage.clear();
  storeAuthToken('jwt');
});

it('lists the sessions: when, the browser in short (all of it in a title), the address, and which one is this', async () => {
  routeAccount(fetchMock);
  openAccount();
  const rows = within(await table()).getAllByRole<HTMLTableRowElement>('row');
  expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
    ['Signed in', 'Last active', 'Browser', 'Address', 'Actions'],
    [
      formatDateTime(THIS_SESSION.createdAt),
      formatDateTime(THIS_SESSION.lastSeenAt),
      'Firefox on Windows',
      '203.0.113.7',
      'This sessionSign out',
    ],
    [formatDateTime(PHONE_SESSION.createdAt), formatDateTime(PHONE_SESSION.lastSeenAt), 'Safari on iOS', '—', 'Sign out'],
  ]);
  expect(within(rows[1]!).getByText('Firefox on Windows')).toHaveAttribute('title', FIREFOX_UA);
  expect(screen.getByText('2 sessions')).toHaveAttribute('role', 'status');
  expect(within(rows[1]!).getByRole('button', { name: 'Sign out this session' })).toBeInTheDocument();
});

it('signs out another session: its row goes and the focus moves on to what became of it', async () => {
  routeAccount(fetchMock, { 'DELETE /api/auth/sessions/s-phone': () => answer(204) });
  openAccount();
  await userEvent.click(within(await table()).getByRole('button', { name: phoneButton }));
  expect(await screen.findByText('Safari on iOS is signed out.')).toHaveFocus();
  expect(within(await table()).queryByText('Safari on iOS')).not.toBeInTheDocument();
  expect(screen.getByText('1 session')).toBeInTheDocument();
  expect(endedIds()).toBe(1);
  expect(requestsTo(fetchMock, 'DELETE /api/auth/sessions/s-phone')[0]?.authorization).toBe('Bearer jwt');
  expect(readAuthToken()).toBe('jwt');
});

it('says why a session could not be signed out', async () => {
  routeAccount(fetchMock, { 'DELETE /api/auth/sessions/s-phone': () => answer(404, { message: 'Session not found.' }) });
  openAccount();
  await userEvent.click(within(await table()).getByRole('button', { name: phoneButton }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Session not found.');
  expect(within(await table()).getByText('Safari on iOS')).toBeInTheDocument();
});

it('signing out this session signs out here too, as "Log out" does', async () => {
  window.localStorage.setItem('fns.post-draft.5', '{}');
  routeAccount(fetchMock, { 'DELETE /api/auth/sessions/s-this': () => answer(204) });
  openAccount();
  await userEvent.click(within(await table()).getByRole('button', { name: 'Sign out this session' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/login'));
  expect(readAuthToken()).toBeNull();
  expect(window.localStorage.getItem('fns.post-draft.5')).toBeNull();
  expect(requestsTo(fetchMock, SESSIONS_API)).toHaveLength(1);
});
