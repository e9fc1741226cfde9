import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthToken, removeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import JoinPage from '../join-page';

const fetchMock = installFetchMock();
const VIEW = 'GET /api/staff-invitations/abc.def';
const ACCEPT = 'POST /api/staff-invitations/abc.def/accept';
const INVITATION = { email: 'alan@example.com', role: 'author', invitedBy: 'Ada Lovelace', expiresAt: '2026-03-08T10:00:00.000Z' };
const GOOD = 'correct horse battery';

const open = (search = '?token=abc.def') => renderAt(JoinPage, `/admin/join${search}`, '/admin/join');
const password = () => screen.getByLabelText(/^Password/);

async function join(chosen = GOOD) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Your name/ }), ' Alan Turing ');
  await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'alan');
  await userEvent.type(password(), chosen);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  removeAuthToken();
});

it('says who invited whom as what, and asks for a name, a username and a new password', async () => {
  routeFetch(fetchMock, { [VIEW]: () => answer(200, INVITATION) });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Join the team' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the invitation...');
  expect(await screen.findByText('Ada Lovelace invited alan@example.com to join as Author.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('autocomplete', 'username');
  expect(password()).toHaveAttribute('autocomplete', 'new-password');
  expect(password()).toHaveAccessibleDescription('At least 12 characters.');
  expect(requestsTo(fetchMock, VIEW)).toEqual([expect.objectContaining({ authorization: undefined })]);
});

it('joins: keeps the new session’s token and goes on to the dashboard', async () => {
  routeFetch(fetchMock, {
    [VIEW]: () => answer(200, INVITATION),
    [ACCEPT]: () => answer(201, { token: 'new-jwt', message: 'Welcome to the team.' }),
  });
  open();
  await join();
  expect(await screen.findByTestId('path')).toHaveTextContent('/admin/dashboard');
  expect(readAuthToken()).toBe('new-jwt');
  expect(requestsTo(fetchMock, ACCEPT)).toEqual([
    expect.objectContaining({ authorization: undefined, body: { name: 'Alan Turing', username: 'alan', password: GOOD } }),
  ]);
});

it('refuses fewer than 12 characters before sending', async () => {
  routeFetch(fetchMock, { [VIEW]: () => answer(200, INVITATION) });
  open();
  await join('too short');
  expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
  expect(password()).toHaveFocus();
  expect(callsTo(fetchMock, ACCEPT)).toBe(0);
});

it("shows the server's refusal of the account and stays", async () => {
  routeFetch(fetchMock, {
    [VIEW]: () => answer(200, INVITATION),
    [ACCEPT]: () => answer(409, { message: 'That username is taken. Please choose another.' }),
  });
  open();
  await join();
  expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken. Please choose another.');
  expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  expect(screen.getByTestId('path')).toHaveTextContent('/admin/join');
  expect(readAuthToken()).toBeNull();
});

it.each([
  [410, 'This invitation has expired. Ask for a new one.'],
  [404, 'This invitation link is not valid.'],
])('a %i link says why, with the way to the login, and no form', async (status, message) => {
  routeFetch(fetchMock, { [VIEW]: () => answer(status, { message }) });
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/admin/login');
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
});

it.each([[''], ['?token=']])('without a token (%s) says the link is incomplete and asks nothing of the server', (search) => {
  open(search);
  expect(screen.getByText('This invitation link is incomplete. Please ask for a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/admin/login');
  expect(fetchMock).not.toHaveBeenCalled();
});
