import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import ResetPasswordPage from '../reset-password-page';

const fetchMock = installFetchMock();
const RESET = 'POST /api/auth/reset-password';
const GOOD = 'correct horse battery';

const open = (search = '?token=abc.def') => renderAt(ResetPasswordPage, `/admin/reset-password${search}`, '/admin/reset-password');
const password = () => screen.getByLabelText(/^New password/);
const repeated = () => screen.getByLabelText(/^Repeat the new password/);

async function choose(first: string, second: string) {
  await userEvent.type(password(), first);
  await userEvent.type(repeated(), second);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('old-session');
});

it('asks for the new password twice, as a new password, with the rule', () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(password()).toHaveAttribute('autocomplete', 'new-password');
  expect(repeated()).toHaveAttribute('autocomplete', 'new-password');
  expect(password()).toHaveAccessibleDescription('At least 12 characters.');
  // The token travels only in the reset request: nothing on the page leads or loads elsewhere.
  expect(document.querySelectorAll('img, iframe, script')).toHaveLength(0);
  expect(screen.queryAllByRole('link')).toEqual([]);
});

it('sets the password with the token, forgets the old session and offers to log in', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, { [RESET]: () => new Promise<Response>((resolve) => (release = resolve)) });
  open();
  await choose(GOOD, GOOD);
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release(answer(200, { message: 'Your password is changed. Every session was signed out.' }));
  const status = await screen.findByText('Your password is changed. Every session was signed out.');
  expect(status).toHaveAttribute('role', 'status');
  expect(status).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  expect(readAuthToken()).toBeNull();
  expect(requestsTo(fetchMock, RESET)).toEqual([
    expect.objectContaining({ authorization: undefined, body: { token: 'abc.def', password: GOOD } }),
  ]);
});

it('says when the two passwords do not match, sends nothing, and clears the message once they do', async () => {
  open();
  await choose(GOOD, `${GOOD}!`);
  expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
  expect(repeated()).toHaveFocus();
  expect(repeated()).toBeInvalid();
  await userEvent.type(repeated(), '{Backspace}');
  await waitFor(() => expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('refuses fewer than 12 characters before sending, counted as the API counts them (an emoji is one)', async () => {
  open();
  await choose('🔑'.repeat(6), '🔑'.repeat(6));
  expect(password()).toHaveValue('🔑'.repeat(6));
  expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
  expect(password()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("shows the server's refusal in an alert, with the way to a new link", async () => {
  routeFetch(fetchMock, { [RESET]: () => answer(400, { message: 'This reset link has expired. Please ask for a new one.' }) });
  open();
  await choose(GOOD, GOOD);
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired. Please ask for a new one.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  expect(readAuthToken()).toBe('old-session');
});

it.each([[''], ['?token=']])('without a token (%s) says the link is incomplete and leads to a new one', (search) => {
  open(search);
  expect(screen.getByText('This reset link is incomplete. Please ask for a new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
});
