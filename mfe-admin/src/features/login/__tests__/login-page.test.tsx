import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock } from '../../../test-support/fetch-mock';
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
