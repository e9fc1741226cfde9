import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import ForgotPasswordPage from '../forgot-password-page';

const fetchMock = installFetchMock();
const REQUEST = 'POST /api/auth/forgot-password';
const SENT = 'If an account has that address, a reset link is on its way.';

beforeEach(() => {
  fetchMock.mockReset();
  removeAuthToken();
});

async function ask(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

it('sends the address without a token and shows the answer, the form still usable', async () => {
  let release: (response: Response) => void = () => undefined;
  routeFetch(fetchMock, { [REQUEST]: () => new Promise<Response>((resolve) => (release = resolve)) });
  renderAt(ForgotPasswordPage, '/admin/forgot-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /E-mail address/ })).toBeRequired();
  await ask(' ada@example.com ');
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release(answer(202, { message: SENT }));
  expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  expect(requestsTo(fetchMock, REQUEST)).toEqual([
    expect.objectContaining({ authorization: undefined, body: { email: 'ada@example.com' } }),
  ]);
});

it.each([
  [400, 'Give a valid e-mail address.'],
  [429, 'Too many reset requests. Please try again in 15 minutes.'],
])('shows a %i answer in an alert', async (status, message) => {
  routeFetch(fetchMock, { [REQUEST]: () => answer(status, { message }) });
  renderAt(ForgotPasswordPage, '/admin/forgot-password');
  await ask('ada@example.com');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

it('leads back to the login', () => {
  renderAt(ForgotPasswordPage, '/admin/forgot-password');
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/admin/login');
});
