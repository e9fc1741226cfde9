import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import LoginPage from '../login-page';

const fetchMock = installFetchMock();

beforeEach(() => {
  fetchMock.mockReset();
  removeAuthToken();
});

async function fillAndSubmit() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

it('disables the button and clears the error while submitting, then stores the token and opens the dashboard', async () => {
  let release: (response: Response) => void = () => undefined;
  fetchMock.mockResolvedValueOnce(answer(401, { message: 'Invalid username or password.' }));
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
  renderAt(LoginPage, '/admin/login');
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');

  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  release(answer(200, { token: 'jwt-2', message: 'Login successful.' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  expect(window.localStorage.getItem('authToken')).toBe('jwt-2');
});

it('shows the rate-limit answer', async () => {
  fetchMock.mockResolvedValue(answer(429, { message: 'Too many login attempts. Please try again in 15 minutes.' }));
  renderAt(LoginPage, '/admin/login');
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please try again in 15 minutes.');
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

it('requires both fields', () => {
  renderAt(LoginPage, '/admin/login');
  expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toBeRequired();
});

it('offers a way to reset a forgotten password', () => {
  renderAt(LoginPage, '/admin/login');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
});

describe('two-factor authentication', () => {
  const PROMPT = 'Enter the 6-digit code from your authenticator app.';
  const SECOND_STEP = 'POST /api/auth/login/2fa';
  const secondStepBodies = () => requestsTo(fetchMock, SECOND_STEP).map(({ body }) => body);

  /** The password answered with a challenge; then `secondStep` answers the code. */
  async function reachSecondStep(secondStep: () => Response) {
    routeFetch(fetchMock, {
      'POST /api/auth/login': () => answer(200, { twoFactorRequired: true, challenge: 'challenge-1', message: PROMPT }),
      [SECOND_STEP]: secondStep,
    });
    renderAt(LoginPage, '/admin/login');
    await fillAndSubmit();
    return screen.findByRole('textbox', { name: 'Authentication code' });
  }

  afterEach(() => jest.restoreAllMocks());

  it('asks for the app’s code on the same page, then stores the token and opens the dashboard', async () => {
    const field = await reachSecondStep(() => answer(200, { token: 'jwt-2fa', message: 'Login successful.' }));
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(window.localStorage.getItem('authToken')).toBeNull();

    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(window.localStorage.getItem('authToken')).toBe('jwt-2fa');
    expect(secondStepBodies()).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
  });

  it('shows why a wrong code was refused and lets it be typed again', async () => {
    const answers = [answer(401, { message: 'That code is not right. Try again.' }), answer(200, { token: 'jwt-2fa' })];
    const field = await reachSecondStep(() => answers.shift()!);
    await userEvent.type(field, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Try again.');
    // The wrong code is selected: what is typed next replaces it.
    expect(field).toHaveFocus();
    await userEvent.keyboard('654321{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(secondStepBodies()).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead, and switches back', async () => {
    await reachSecondStep(() => answer(200, { token: 'jwt-2fa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use the authentication code instead' }));
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), ' abcd-efgh {Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(secondStepBodies()).toEqual([{ challenge: 'challenge-1', recoveryCode: 'abcd-efgh' }]);
  });

  it('goes back to the password with the message once the challenge has expired', async () => {
    const expired = 'This sign-in has expired. Please log in again.';
    const field = await reachSecondStep(() => answer(401, { message: expired }));
    const later = Date.now() + 5 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await userEvent.type(field, '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
