import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { ACCOUNT, ACCOUNT_API, CONFIRM_PASSWORD, openAccount as open, routeAccount } from './account-fixtures';

const fetchMock = installFetchMock();
const SAVE = 'PUT /api/auth/account/email';

const field = () => screen.findByRole('textbox', { name: /E-mail address/ });
const savedBodies = () => requestsTo(fetchMock, SAVE).map(({ body }) => body);
const saved = (email: string | null, message: string) => answer(200, { ...ACCOUNT, email, message });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('shows who is signed in and the address reset links go to', async () => {
  routeAccount(fetchMock);
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
  const email = await field();
  expect(email).toHaveValue('ada@example.com');
  expect(email).toHaveAccessibleDescription('Password-reset links and contact notifications go here.');
  expect(screen.getByText('admin', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Administrator', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.queryByText(/Your role needs two-factor authentication/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove address' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, ACCOUNT_API)[0]?.authorization).toBe('Bearer jwt');
});

it('offers no "Remove address" while none is set', async () => {
  routeAccount(fetchMock, { [ACCOUNT_API]: () => answer(200, { ...ACCOUNT, email: null }) });
  open();
  expect(await field()).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Remove address' })).not.toBeInTheDocument();
});

it("saves a new address and shows the server's message", async () => {
  let release: (response: Response) => void = () => undefined;
  routeAccount(fetchMock, {
    [ACCOUNT_API]: () => answer(200, { ...ACCOUNT, email: null }),
    [SAVE]: () => new Promise<Response>((resolve) => (release = resolve)),
  });
  open();
  await userEvent.type(await field(), ' grace@example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release(saved('grace@example.com', 'Your e-mail address is saved.'));
  const status = await screen.findByText('Your e-mail address is saved.');
  expect(status).toHaveAttribute('role', 'status');
  expect(status).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Remove address' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, SAVE)).toEqual([
    expect.objectContaining({ authorization: 'Bearer jwt', body: { email: 'grace@example.com' } }),
  ]);
});

it('asks for the password when the API wants it, keeps a wrong one’s message, and sends the change again with it', async () => {
  const answers = [
    answer(403, { message: CONFIRM_PASSWORD }),
    answer(400, { message: 'That is not your password.' }),
    saved('grace@example.com', 'Saved.'),
  ];
  routeAccount(fetchMock, { [SAVE]: () => answers.shift()! });
  open();
  const email = await field();
  await userEvent.clear(email);
  await userEvent.type(email, 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  expect(dialog).toHaveAccessibleDescription(
    'You signed in more than 5 minutes ago. Type your password to change where password-reset links go.',
  );
  const password = within(dialog).getByLabelText(/Your password/);
  expect(password).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  // The 403 asked for the password: not an error of its own, and not "Sign in again".
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.type(password, 'not mine{Enter}');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not your password.');
  await userEvent.clear(password);
  await userEvent.type(password, 'correct horse');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Saved.')).toHaveFocus();
  expect(savedBodies()).toEqual([
    { email: 'grace@example.com' },
    { email: 'grace@example.com', password: 'not mine' },
    { email: 'grace@example.com', password: 'correct horse' },
  ]);
});

it('Cancel in the password dialog sends nothing more and goes back to the address', async () => {
  routeAccount(fetchMock, { [SAVE]: () => answer(403, { message: CONFIRM_PASSWORD }) });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove address' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await field()).toHaveFocus();
  expect(await field()).toHaveValue('ada@example.com');
  expect(savedBodies()).toEqual([{ email: null }]);
});

it('removes the address; the focus moves on to the message as the button goes', async () => {
  routeAccount(fetchMock, {
    [SAVE]: () => saved(null, 'Your e-mail address is removed.'),
  });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove address' }));
  expect(await screen.findByText('Your e-mail address is removed.')).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Remove address' })).not.toBeInTheDocument();
  expect(await field()).toHaveValue('');
  expect(savedBodies()).toEqual([{ email: null }]);
});

it.each([
  [400, 'Give a valid e-mail address.'],
  [409, 'That address is already used by another account.'],
])('shows a %i refusal in an alert', async (status, message) => {
  routeAccount(fetchMock, { [SAVE]: () => answer(status, { message }) });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

it('a failed load says why and offers to try again', async () => {
  const answers = [answer(500, { message: 'The database is not reachable.' }), answer(200, ACCOUNT)];
  routeAccount(fetchMock, { [ACCOUNT_API]: () => answers.shift()! });
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The database is not reachable.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await field()).toHaveValue('ada@example.com');
});

it('after a 401 offers the way back to sign-in', async () => {
  routeAccount(fetchMock, { [ACCOUNT_API]: () => answer(401, { message: 'Your session has expired. Please log in again.' }) });
  open();
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/admin/login');
});
