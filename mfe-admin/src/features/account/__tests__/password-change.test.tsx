import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { openAccount, routeAccount, SESSIONS_API, THIS_SESSION } from './account-fixtures';

const fetchMock = installFetchMock();
const CHANGE = 'PUT /api/auth/account/password';
const CHANGED = 'Password changed. Your other sessions are signed out.';

async function open() {
  openAccount();
  return within(await screen.findByRole('region', { name: 'Change password' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it("checks the new password's length first, then shows the server's message and reads the sessions again", async () => {
  const sessions = [answer(200, [THIS_SESSION, { ...THIS_SESSION, id: 's-2', current: false }]), answer(200, [THIS_SESSION])];
  routeAccount(fetchMock, { [SESSIONS_API]: () => sessions.shift()!, [CHANGE]: () => answer(200, { message: CHANGED }) });
  const section = await open();
  expect(await screen.findByText('2 sessions')).toBeInTheDocument();
  const current = section.getByLabelText(/^Current password/);
  const next = section.getByLabelText(/^New password/);
  expect(next).toHaveAccessibleDescription('At least 12 characters.');

  await userEvent.type(current, 'old password');
  await userEvent.type(next, 'too short');
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
  expect(next).toHaveFocus();
  expect(next).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters.'));
  expect(requestsTo(fetchMock, CHANGE)).toHaveLength(0);

  await userEvent.type(next, ' but longer now');
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
  expect(await section.findByText(CHANGED)).toHaveFocus();
  expect(current).toHaveValue('');
  expect(next).toHaveValue('');
  expect(requestsTo(fetchMock, CHANGE)).toEqual([
    expect.objectContaining({
      authorization: 'Bearer jwt',
      body: { currentPassword: 'old password', newPassword: 'too short but longer now' },
    }),
  ]);
  expect(await screen.findByText('1 session')).toBeInTheDocument();
});

it('shows why the server refused it', async () => {
  routeAccount(fetchMock, { [CHANGE]: () => answer(400, { message: 'That is not your current password.' }) });
  const section = await open();
  await userEvent.type(section.getByLabelText(/^Current password/), 'not mine');
  await userEvent.type(section.getByLabelText(/^New password/), 'a long new password{Enter}');
  expect(await section.findByRole('alert')).toHaveTextContent('That is not your current password.');
  expect(section.getByLabelText(/^New password/)).toHaveValue('a long new password');
});
